import '@puckeditor/core/no-external.css';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Puck, type Data, type Overrides } from '@puckeditor/core';
import { useBeforeUnload, useBlocker, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { catalogue, editorConfig, WidgetDataContext } from '@hookline/widgets/editor';
import { pagesApi, type AdminPage } from '../api/pages.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { withSession } from '../session.ts';
import { EditedPageContext, EditorFrame } from './EditorFrame.tsx';
import { NeedsLargerScreen } from './NeedsLargerScreen.tsx';
import { ProPromotion } from './ProPromotion.tsx';
import { usePuckAccessibility } from './puck-accessibility.ts';
import { ShopStyles } from './ShopStyles.tsx';
import { initialViewport, MIN_EDITOR_WIDTH, VIEWPORTS } from './viewports.ts';
import styles from './PageEditor.module.css';

export const loader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const answer = await pagesApi.get(clientId, params.pageId ?? '', { signal: request.signal });
  return { clientId, page: answer.page, proUnlocked: answer.pro_unlocked };
});

const lockedTypes = (proUnlocked: boolean) =>
  new Map(catalogue.filter((w) => w.pro && !proUnlocked).map((w) => [w.type, w.label]));

/**
 * `/sites/:clientId/pages/:pageId/edit`: the visual editor (Puck), full screen (outside the
 * dashboard's layout, as Elementor's): one toolbar row, the block list folded to a rail, the canvas,
 * the fields panel. Widgets are dragged from the block list, set in the fields panel and drawn with
 * the shop's own styles at phone, tablet and desktop widths; undo and redo are Puck's. Saving keeps
 * a draft; Publish shows it to visitors. Leaving with unsaved changes asks first. A phone-sized
 * window gets a note that the builder needs a larger screen.
 */
export function Component() {
  const { clientId, page: loaded, proUnlocked } = useLoaderData<typeof loader>();
  const [page, setPage] = useState<AdminPage>(loaded);
  // A restored revision replaces the whole document: Puck starts again on it.
  const [generation, setGeneration] = useState(0);
  const savedJson = useRef(JSON.stringify(loaded.draft));
  const [dirty, setDirty] = useState(false);
  const [promoted, setPromoted] = useState<string | null>(null);
  const popup = loaded.kind === 'popup';
  const config = useMemo(() => editorConfig({ proUnlocked, popup }), [proUnlocked, popup]);
  const locked = useMemo(() => lockedTypes(proUnlocked), [proUnlocked]);
  const widgetData = useCallback(
    (type: string, props: Record<string, unknown>) => pagesApi.widgetData(clientId, type, props),
    [clientId],
  );

  const onChange = useCallback((data: Data) => setDirty(JSON.stringify(data) !== savedJson.current), []);
  const onSaved = useCallback((next: AdminPage, options: { replaceDocument?: boolean } = {}) => {
    savedJson.current = JSON.stringify(next.draft);
    setPage(next);
    setDirty(false);
    if (options.replaceDocument) setGeneration((g) => g + 1);
  }, []);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );
  usePuckAccessibility();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const edited = useMemo(() => ({ clientId, page, dirty, onSaved }), [clientId, page, dirty, onSaved]);
  // Puck draws an override as a component: a new function each render would draw it anew (the
  // canvas' frame included), so they are made once.
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      header: EmptyHeader,
      puck: EditorFrame,
      iframe: CanvasFrame,
      drawerItem: ({ children, name }) =>
        locked.has(name) ? (
          <button type="button" className={styles.lockedItem} onClick={() => setPromoted(locked.get(name)!)}>
            <span>{locked.get(name)}</span>
            <span className={styles.proBadge}>Pro</span>
          </button>
        ) : (
          <>{children}</>
        ),
    }),
    [locked],
  );
  const wide = useWideEnough();
  // The canvas opens at the desktop width on a laptop; Puck's own viewport bar gives way to ours.
  const [ui] = useState(() => ({
    leftSideBarVisible: false,
    viewports: {
      current: {
        width: initialViewport(window.innerWidth).width,
        height: initialViewport(window.innerWidth).height,
      },
      controlsVisible: false,
      options: [...VIEWPORTS],
    },
  }));

  if (!wide) return <NeedsLargerScreen clientId={clientId} page={page} />;

  return (
    <div className={styles.editor}>
      <title>{`${page.title} · Pages · Hookline`}</title>
      <WidgetDataContext.Provider value={widgetData}>
        <EditedPageContext.Provider value={edited}>
          <Puck
            key={generation}
            config={config}
            data={page.draft as Data}
            onChange={onChange}
            viewports={[...VIEWPORTS]}
            ui={ui}
            height="100%"
            overrides={overrides}
          />
        </EditedPageContext.Provider>
      </WidgetDataContext.Provider>
      {promoted && <ProPromotion widget={promoted} onClose={() => setPromoted(null)} />}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Leave without saving?"
          cancel={{ label: 'Stay and keep editing', onClick: () => blocker.reset() }}
          actions={[{ label: 'Leave and lose the changes', danger: true, onClick: () => blocker.proceed() }]}
        >
          This page has changes that are not saved. They are lost if you leave now.
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The toolbar is the editor frame's own row: Puck's header has nothing left to show. */
const EmptyHeader = () => <></>;

/** The canvas' frame, with the shop's style sheet in it. */
function CanvasFrame({ children, document }: { children: ReactNode; document?: Document | undefined }) {
  return (
    <>
      <ShopStyles document={document} />
      {children}
    </>
  );
}

const WIDE_QUERY = `(min-width: ${MIN_EDITOR_WIDTH}px)`;

/** Whether the window is wide enough for the builder (it follows the window as it is resized). */
function useWideEnough(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
  );
}
