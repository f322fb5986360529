import { createUsePuck } from '@puckeditor/core';
import { Link } from 'react-router';
import type { AdminPage } from '../api/pages.ts';
import { EditorActions } from './EditorActions.tsx';
import { BackIcon, DesktopIcon, PhoneIcon, RedoIcon, TabletIcon, UndoIcon } from './icons.tsx';
import { VIEWPORTS, type EditorViewport } from './viewports.ts';
import styles from './EditorFrame.module.css';

const usePuck = createUsePuck();

const DEVICE_ICONS = { Phone: PhoneIcon, Tablet: TabletIcon, Desktop: DesktopIcon } as const;

export interface EditorToolbarProps {
  clientId: string;
  page: AdminPage;
  dirty: boolean;
  onSaved(page: AdminPage, options?: { replaceDocument?: boolean }): void;
  /** The zoom the canvas draws the page at (null before it is drawn). */
  zoom: number | null;
}

/**
 * The editor's one toolbar row, as Elementor's: back to Pages and the page's name; the width the
 * page is drawn at (phone, tablet, desktop) and the zoom that leaves it at; undo and redo; the
 * page's state with Save draft, Preview, Revisions and Publish.
 */
export function EditorToolbar({ clientId, page, dirty, onSaved, zoom }: EditorToolbarProps) {
  const dispatch = usePuck((s) => s.dispatch);
  const viewports = usePuck((s) => s.appState.ui.viewports);
  const history = usePuck((s) => s.history);
  const showAt = (viewport: EditorViewport) =>
    dispatch({
      type: 'setUi',
      ui: { viewports: { ...viewports, current: { width: viewport.width, height: viewport.height } } },
    });

  return (
    <header className={styles.toolbar}>
      <Link to={`/sites/${clientId}/pages`} className={styles.back}>
        <BackIcon />
        <span>Pages</span>
      </Link>
      <h1 className={styles.title}>
        <span className={styles.titleText}>{page.title}</span> <code>{page.path}</code>
      </h1>
      <div className={styles.group} role="group" aria-label="Page width">
        {VIEWPORTS.map((viewport) => {
          const DeviceIcon = DEVICE_ICONS[viewport.label as keyof typeof DEVICE_ICONS];
          const name = `${viewport.label} (${viewport.width} px)`;
          return (
            <button
              key={viewport.label}
              type="button"
              className={styles.iconButton}
              aria-label={name}
              title={name}
              aria-pressed={viewports.current.width === viewport.width}
              onClick={() => showAt(viewport)}
            >
              <DeviceIcon />
            </button>
          );
        })}
        <span className={styles.zoom} title="The size the page is drawn at, to fit the canvas">
          {zoom === null ? '' : `${Math.round(zoom * 100)} %`}
        </span>
      </div>
      <div className={styles.group} role="group" aria-label="History">
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!history.hasPast}
          onClick={() => history.back()}
        >
          <UndoIcon />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!history.hasFuture}
          onClick={() => history.forward()}
        >
          <RedoIcon />
        </button>
      </div>
      <EditorActions clientId={clientId} page={page} dirty={dirty} onSaved={onSaved} />
    </header>
  );
}
