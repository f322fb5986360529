import { Link } from 'react-router';
import type { AdminPage } from '../api/pages.ts';
import ui from '../styles/ui.module.css';
import { MIN_EDITOR_WIDTH } from './viewports.ts';
import styles from './PageEditor.module.css';

/**
 * What a phone gets instead of the builder: the canvas, the block list and the fields cannot share
 * a screen this narrow, so it says so and offers the page's preview and the way back.
 */
export function NeedsLargerScreen({ clientId, page }: { clientId: string; page: AdminPage }) {
  return (
    <main className={styles.narrow}>
      <title>{`${page.title} · Pages · Hookline`}</title>
      <div className={ui.panel}>
        <h1>{page.title}</h1>
        <p>
          The page builder needs a larger screen: open this page on a computer or a tablet held sideways (a
          window at least {MIN_EDITOR_WIDTH} px wide) to edit it.
        </p>
        <p className={styles.narrowActions}>
          <a className={ui.button} href={page.preview_url} target="_blank" rel="noopener">
            Preview the page
          </a>
          <Link className={ui.secondary} to={`/sites/${clientId}/pages`}>
            Back to Pages
          </Link>
        </p>
      </div>
    </main>
  );
}
