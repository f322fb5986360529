import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { adminApi } from '../api/admin.ts';
import { popupsApi } from '../api/popups.ts';
import { showOrderApi } from '../api/show-order.ts';
import type { Device } from '../preview/preview-frame.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import type { ScreenName } from './content/blocks.ts';
import { ContentEditor } from './content/ContentEditor.tsx';
import { DesignForm } from './design/DesignForm.tsx';
import { EditorDialogs } from './EditorDialogs.tsx';
import { EditorSiteContext } from './editor-site.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import styles from './Editor.module.css';
import { PreviewPanel } from './PreviewPanel.tsx';
import { RulesForm } from './rules/RulesForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { TriggersForm } from './TriggersForm.tsx';
import { CartTriggerSection } from './store/StoreSection.tsx';
import { useEditorDocument } from './use-editor-document.ts';
import { ShowOrderNote } from '../show-order/ShowOrderNote.tsx';
import { activationNoticeOf, editedInOrder } from '../show-order/editor-order.ts';
import { useShowOrder } from '../show-order/use-show-order.ts';

export const popupEditorLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const signal = request.signal;
  const popup = await popupsApi.get(params.popupId ?? '', { signal });
  const [site, popups, order] = await Promise.all([
    adminApi.site(popup.site, { signal }),
    adminApi.popups(popup.site, { signal }),
    showOrderApi.getOrNone(popup.site, { signal }),
  ]);
  return {
    popup,
    // A copy: the forms take a plain list, the shared constant stays read-only.
    catalog: [...POPUP_CATALOG],
    site,
    popups: popups.filter((p) => p.id !== popup.id),
    order: order.popups,
  };
});

const TABS = [
  ['content', 'Content'],
  ['design', 'Design'],
  ['triggers', 'Triggers'],
  ['targeting', 'Targeting'],
  ['settings', 'Settings'],
] as const;
type Tab = (typeof TABS)[number][0];

/** `/popups/:popupId/edit`: the popup editor. A new popup id starts a fresh editor. */
export function PopupEditorPage() {
  const data = useLoaderData<typeof popupEditorLoader>();
  return <Editor key={data.popup.id} {...data} />;
}

function Editor({
  popup: loaded,
  catalog,
  site,
  popups,
  order,
}: Awaited<ReturnType<typeof popupEditorLoader>>) {
  const showOrder = useShowOrder(site.client_id, order);
  const editor = useEditorDocument(loaded, (active) => activationNoticeOf(active, showOrder.order));
  const { document, saved, edit } = editor;
  const [tab, setTab] = useState<Tab>('content');
  const [screen, setScreen] = useState<ScreenName>('main');
  const [device, setDevice] = useState<Device>('desktop');

  const isVariant = saved.ab_test_parent_id !== null;
  return (
    <EditorSiteContext value={site.client_id}>
      <title>{`${document.name} · Edit · Hookline`}</title>
      <SiteCrumbs site={site} current={document.name} />
      <h1>
        {document.name}{' '}
        <span className={saved.status === 'active' ? ui.active : ui.badge}>
          {saved.status === 'active' ? 'Active' : 'Paused'}
        </span>{' '}
        {isVariant && <span className={ui.badge}>A/B variant</span>}
        {saved.ab_test && <span className={ui.badge}>A/B test</span>}
      </h1>

      <EditorToolbar editor={editor} />
      {editor.error && (
        <p role="alert" className={ui.alert}>
          {editor.error}
        </p>
      )}
      {editor.notice && <p className={ui.success}>{editor.notice}</p>}
      <ShowOrderNote clientId={site.client_id} popup={editedInOrder(saved, document)} state={showOrder} />

      <div className={styles.layout}>
        <div>
          <div className={styles.tabs} role="tablist" aria-label="Editor sections">
            {TABS.map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`panel-${id}`}
                onClick={() => setTab(id)}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'content' && (
              <ContentEditor
                document={document}
                edit={edit}
                screen={screen}
                onScreen={(next) => {
                  setScreen(next);
                  if (next.endsWith('_mobile')) setDevice('mobile');
                }}
              />
            )}
            {tab === 'design' && <DesignForm document={document} edit={edit} />}
            {tab === 'triggers' && (
              <>
                <TriggersForm document={document} edit={edit} />
                <CartTriggerSection document={document} edit={edit} />
              </>
            )}
            {tab === 'targeting' && (
              <RulesForm document={document} edit={edit} popups={popups} siteTimeZone={site.time_zone} />
            )}
            {tab === 'settings' && (
              <SettingsForm document={document} edit={edit} catalog={catalog} popupId={saved.id} />
            )}
          </div>
        </div>
        <PreviewPanel
          document={document}
          popupId={saved.id}
          screen={screen}
          device={device}
          onDevice={setDevice}
          hasDomain={site.domains.length > 0}
          onPreviewOnSite={(tab) => void editor.previewOnSite(tab)}
        />
      </div>

      <EditorDialogs editor={editor} />
    </EditorSiteContext>
  );
}
