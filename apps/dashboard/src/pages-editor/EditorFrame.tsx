import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createUsePuck } from '@puckeditor/core';
import type { AdminPage } from '../api/pages.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { BlocksIcon, OutlineIcon } from './icons.tsx';
import { useCanvasZoom } from './use-canvas-zoom.ts';
import styles from './EditorFrame.module.css';

const usePuck = createUsePuck();

/** The panels the rail opens over the canvas: Puck's block list and its outline of the page. */
const PANELS = [
  { plugin: 'blocks', label: 'Blocks', Icon: BlocksIcon },
  { plugin: 'outline', label: 'Outline', Icon: OutlineIcon },
] as const;

/** The page being edited, for the editor's chrome (drawn by Puck, so reached through context). */
export interface EditedPage {
  clientId: string;
  page: AdminPage;
  dirty: boolean;
  onSaved(page: AdminPage, options?: { replaceDocument?: boolean }): void;
}
export const EditedPageContext = createContext<EditedPage | null>(null);

/**
 * The full-screen editor around Puck's layout: one toolbar row on top, a rail of icons on the left
 * whose buttons open the block list or the outline as a panel over the canvas (so opening it does
 * not shrink the page), the canvas, and the fields panel on the right (`children`: Puck's layout). The block list closes once a
 * block is added (the new block is selected) and on Escape.
 */
export function EditorFrame({ children }: { children: ReactNode }) {
  const { clientId, page, dirty, onSaved } = useContext(EditedPageContext)!;
  const workspace = useRef<HTMLElement>(null);
  const zoom = useCanvasZoom(workspace);
  const dispatch = usePuck((s) => s.dispatch);
  const open = usePuck((s) => s.appState.ui.leftSideBarVisible);
  const current = usePuck((s) => s.appState.ui.plugin.current);
  const dragging = usePuck((s) => s.appState.ui.isDragging);
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);

  const close = () => dispatch({ type: 'setUi', ui: { leftSideBarVisible: false } });
  const toggle = (plugin: string) =>
    dispatch({
      type: 'setUi',
      ui: { plugin: { current: plugin }, leftSideBarVisible: !(open && current === plugin) },
    });

  // A block picked from the list is selected once it is on the page: its fields are what comes next.
  const lastSelected = useRef(selected);
  useEffect(() => {
    if (selected && selected !== lastSelected.current && current === 'blocks') close();
    lastSelected.current = selected;
  }, [selected]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.frame}>
      <EditorToolbar clientId={clientId} page={page} dirty={dirty} onSaved={onSaved} zoom={zoom} />
      <div className={styles.body}>
        <nav className={styles.rail} aria-label="Editor panels">
          {PANELS.map(({ plugin, label, Icon }) => (
            <button
              key={plugin}
              type="button"
              className={styles.railButton}
              aria-expanded={open && current === plugin}
              onClick={() => toggle(plugin)}
            >
              <Icon />
              <span>{label}</span>
            </button>
          ))}
        </nav>
        <main
          ref={workspace}
          className={styles.workspace}
          data-flyout={open ? current : undefined}
          data-dragging={dragging || undefined}
        >
          {children}
        </main>
      </div>
    </div>
  );
}
