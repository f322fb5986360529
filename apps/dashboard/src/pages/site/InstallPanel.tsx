import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TAdminSite } from '@hookline/schema';
import { Snippet } from '../../components/Snippet.tsx';
import { formatAgo, formatDateTime } from '../../format.ts';
import ui from '../../styles/ui.module.css';
import styles from '../SitePage.module.css';

/**
 * The site page's install check (issue 26): whether the pixel has loaded on one of the site's
 * domains, where and how long ago, the snippet, and "Check again", which reads the site anew.
 */
export function InstallPanel({ site }: { site: TAdminSite }) {
  const revalidator = useRevalidator();
  const [checked, setChecked] = useState(false);
  const checking = revalidator.state === 'loading';
  const seenAt = site.pixel_seen_at;
  return (
    <section className={ui.panel} aria-labelledby="install-title">
      <div className={styles.installHeader}>
        <h2 id="install-title">Install</h2>
        <button
          type="button"
          className={ui.secondary}
          disabled={checking}
          onClick={() => {
            setChecked(true);
            void revalidator.revalidate();
          }}
        >
          {checking ? 'Checking…' : 'Check again'}
        </button>
      </div>
      <p className={seenAt ? styles.installed : styles.notInstalled} role="status">
        {seenAt ? (
          <>
            <strong>Installed:</strong> seen on {site.pixel_seen_domain}{' '}
            <time dateTime={seenAt} title={formatDateTime(seenAt)}>
              {formatAgo(seenAt)}
            </time>
          </>
        ) : (
          <>
            <strong>Not installed yet.</strong>{' '}
            {checked && !checking
              ? 'Still not seen: open a page of your site that has the snippet, then check again.'
              : 'Paste the snippet into your site, open one of its pages, then check again.'}
          </>
        )}
      </p>
      <p className={ui.muted}>
        Client id <code>{site.client_id}</code> · Domains:{' '}
        {site.domains.length > 0 ? site.domains.join(', ') : 'none yet'}
      </p>
      <Snippet code={site.snippet} />
    </section>
  );
}
