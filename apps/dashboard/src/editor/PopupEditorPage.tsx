import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { adminApi } from '../api/admin.ts';
import { popupsApi } from '../api/popups.ts';
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

export const popupEditorLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const signal = request.signal;
  const popup = await popupsApi.get(params.popupId ?? '', { signal });
  const [site, popups] = await Promise.all([
    adminApi.site(popup.site, { signal }),
    adminApi.popups(popup.site, { signal }),
  ]);
  // A copy: the forms take a plain list, the shared constant stays read-only.
  return { popup, catalog: [...POPUP_CATALOG], site, popups: popups.filter((p) => p.id !== popup.id) };
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

function Editor({ popup: loaded, catalog, site, popups }: Awaited<ReturnType<typeof popupEditorLoader>>) {
  const editor = useEditorDocument(loaded);
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
