import '@puckeditor/core/no-external.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Puck, type Data } from '@puckeditor/core';
import { Link, useBeforeUnload, useBlocker, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { catalogue, editorConfig, WidgetDataContext } from '@hookline/widgets/editor';
import { pagesApi, type AdminPage } from '../api/pages.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { withSession } from '../session.ts';
import { EditorActions } from './EditorActions.tsx';
import { ProPromotion } from './ProPromotion.tsx';
import { usePuckAccessibility } from './puck-accessibility.ts';
import { ShopStyles } from './ShopStyles.tsx';
import styles from './PageEditor.module.css';

export const loader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const answer = await pagesApi.get(clientId, params.pageId ?? '', { signal: request.signal });
  return { clientId, page: answer.page, proUnlocked: answer.pro_unlocked };
});

/** The canvas widths an editor checks a page at: the shop's phone, tablet and desktop. */
const VIEWPORTS = [
  { width: 390, height: 844, label: 'Phone', icon: 'Smartphone' as const },
  { width: 768, height: 1024, label: 'Tablet', icon: 'Tablet' as const },
  { width: 1366, height: 'auto' as const, label: 'Desktop', icon: 'Monitor' as const },
];

const lockedTypes = (proUnlocked: boolean) =>
  new Map(catalogue.filter((w) => w.pro && !proUnlocked).map((w) => [w.type, w.label]));

/**
 * `/sites/:clientId/pages/:pageId/edit`: the visual editor (Puck). Widgets are dragged from the
 * side bar, set in the side panel and drawn with the shop's own styles at phone, tablet and
 * desktop widths; undo and redo are Puck's. Saving keeps a draft; Publish shows it to visitors.
 * Leaving with unsaved changes asks first.
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

  return (
    <div className={styles.editor}>
      <title>{`${page.title} · Pages · Hookline`}</title>
      <p className={styles.crumbs}>
        <Link to={`/sites/${clientId}/pages`}>Pages</Link> / <span aria-current="page">{page.title}</span>
      </p>
      <WidgetDataContext.Provider value={widgetData}>
        <Puck
          key={generation}
          config={config}
          data={page.draft as Data}
          onChange={onChange}
          headerTitle={page.title}
          headerPath={page.path}
          viewports={VIEWPORTS}
          height="calc(100vh - 7rem)"
          overrides={{
            headerActions: () => (
              <EditorActions clientId={clientId} page={page} dirty={dirty} onSaved={onSaved} />
            ),
            iframe: ({ children, document }) => (
              <>
                <ShopStyles document={document} />
                {children}
              </>
            ),
            drawerItem: ({ children, name }) =>
              locked.has(name) ? (
                <button
                  type="button"
                  className={styles.lockedItem}
                  onClick={() => setPromoted(locked.get(name)!)}
                >
                  <span>{locked.get(name)}</span>
                  <span className={styles.proBadge}>Pro</span>
                </button>
              ) : (
                <>{children}</>
              ),
          }}
        />
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
