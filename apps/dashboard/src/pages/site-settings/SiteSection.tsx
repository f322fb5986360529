import { useId } from 'react';
import { Form } from 'react-router';
import type { Site } from '../../api/admin.ts';
import { DomainsField } from '../../components/DomainsField.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../SiteSettingsPage.module.css';

/** The zones the browser knows, offered as suggestions; the server checks what is typed. */
const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')];

/** The site's name, domains and time zone, saved together (`intent=site`). */
export function SiteSection({ site, busy }: { site: Site; busy: boolean }) {
  const ids = { name: useId(), zone: useId(), zoneHint: useId() };
  return (
    <section className={ui.panel} aria-labelledby="site-title">
      <h2 id="site-title">Site</h2>
      {/* Keyed by what is stored, so the fields show the saved values again after a save. */}
      <Form method="post" key={`${site.name}|${site.domains.join(',')}|${site.time_zone}`}>
        <input type="hidden" name="intent" value="site" />
        <div className={styles.field}>
          <label htmlFor={ids.name}>Name</label>
          <input id={ids.name} name="name" defaultValue={site.name} maxLength={80} required />
        </div>
        <DomainsField className={styles.field} multiline defaultValue={site.domains.join('\n')} />
        <div className={styles.field}>
          <label htmlFor={ids.zone}>Time zone</label>
          <input
            id={ids.zone}
            name="time_zone"
            defaultValue={site.time_zone}
            list={`${ids.zone}-zones`}
            maxLength={64}
            required
            aria-describedby={ids.zoneHint}
          />
          <datalist id={`${ids.zone}-zones`}>
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <p id={ids.zoneHint} className={ui.muted}>
            For example Europe/London. Popup schedules in the site’s time follow this clock.
          </p>
        </div>
        <button type="submit" className={ui.button} disabled={busy}>
          Save site
        </button>
      </Form>
    </section>
  );
}
