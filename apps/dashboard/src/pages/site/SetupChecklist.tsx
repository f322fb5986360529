import { useState } from 'react';
import { Link } from 'react-router';
import type { PopupSummary, Site } from '../../api/admin.ts';
import ui from '../../styles/ui.module.css';
import styles from './SetupChecklist.module.css';
import { setupSteps, type SetupStep } from './setup-steps.ts';

const dismissedKey = (clientId: string) => `hookline:setup-dismissed:${clientId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage blocked: the checklist simply cannot be dismissed for good.
  }
}

/** The next step's hint and link, for the first step not done yet. */
function NextStep({ step, site, popups }: { step: SetupStep; site: Site; popups: readonly PopupSummary[] }) {
  switch (step.id) {
    case 'install':
      return (
        <>
          Paste the snippet below into every page of your site; this ticks once it loads there.{' '}
          <a href="#install-title">Go to the snippet</a>
        </>
      );
    case 'create':
      return (
        <>
          Start from a template or a blank popup.{' '}
          <Link to={`/sites/${site.client_id}/popups/new`}>Create a popup</Link>
        </>
      );
    case 'activate':
      return (
        <>
          Popups start paused; activate one and visitors can see it.{' '}
          <a href="#popups-title">Go to the popups</a>
        </>
      );
    case 'view': {
      const domain = site.domains.find((d) => !d.startsWith('*.'));
      return (
        <>
          Visit your site as a visitor would: the view is counted here.{' '}
          {domain && (
            <a href={`https://${domain}`} target="_blank" rel="noreferrer">
              Open {domain}
            </a>
          )}
        </>
      );
    }
    case 'lead': {
      const active = popups.find((p) => p.status === 'active');
      return (
        <>
          Leads come in as visitors fill in a popup.{' '}
          {active && <Link to={`/popups/${active.id}/results`}>See how {active.name} is doing</Link>}
        </>
      );
    }
  }
}

/**
 * A new site's checklist: install the snippet, create a popup, activate it, the first view, the
 * first lead, each ticked from the site's data, with the next step's hint. It hides once every step
 * is done, or for good once dismissed (remembered in this browser).
 */
export function SetupChecklist({
  site,
  popups,
  leads,
}: {
  site: Site;
  popups: readonly PopupSummary[];
  leads?: number;
}) {
  const [dismissed, setDismissed] = useState(() => storage()?.getItem(dismissedKey(site.client_id)) === '1');
  const steps = setupSteps(site, popups, leads);
  const done = steps.filter((s) => s.done).length;
  if (dismissed || done === steps.length) return null;
  const next = steps.find((s) => !s.done);
  return (
    <section className={`${ui.panel} ${styles.checklist}`} aria-labelledby="setup-title">
      <div className={styles.head}>
        <h2 id="setup-title">Get {site.name} ready</h2>
        <span className={styles.progress}>
          {done} of {steps.length} done
        </span>
        <button
          type="button"
          className={ui.linkButton}
          onClick={() => {
            storage()?.setItem(dismissedKey(site.client_id), '1');
            setDismissed(true);
          }}
        >
          Hide this list
        </button>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <span style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done} className={styles.step}>
            <span className={styles.tick} aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span>
              <span className={styles.label}>
                {step.label}
                <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
              </span>
              {step === next && (
                <span className={styles.hint}>
                  <NextStep step={step} site={site} popups={popups} />
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
