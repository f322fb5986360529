import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useBlocker, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { TLang } from '@hookline/schema';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { documentOf, popupsApi, type AdminPopup, type PopupDocument } from '../api/popups.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PopupPreview } from '../preview/PopupPreview.tsx';
import type { Device } from '../preview/preview-frame.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import type { ScreenName } from './blocks.ts';
import { ContentEditor } from './ContentEditor.tsx';
import { DesignForm } from './DesignForm.tsx';
import type { Edit } from './edit.ts';
import styles from './Editor.module.css';
import { historyReducer, sameJson, startHistory } from './history.ts';
import { RulesForm } from './RulesForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { TriggersForm } from './TriggersForm.tsx';

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

type Pending = null | 'delete' | 'saving';

function Editor({ popup: loaded, catalog, site, popups }: Awaited<ReturnType<typeof popupEditorLoader>>) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<AdminPopup>(loaded);
  const [history, dispatch] = useReducer(historyReducer<PopupDocument>, documentOf(loaded), startHistory);
  const [tab, setTab] = useState<Tab>('content');
  const [screen, setScreen] = useState<ScreenName>('main');
  const [device, setDevice] = useState<Device>('desktop');
  const [lang, setLang] = useState<TLang>(loaded.lang);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const document = history.present;
  const dirty = !sameJson(document, documentOf(saved));
  const leaving = useRef(false);

  const edit: Edit = useCallback(
    (key, update) => dispatch({ type: 'edit', update, key, at: Date.now() }),
    [],
  );
  useEffect(() => setLang(document.lang), [document.lang]);

  const save = useCallback(async (): Promise<AdminPopup | null> => {
    setPending('saving');
    setError(null);
    try {
      const result = await popupsApi.save(saved.id, document, saved.updated_at);
      setSaved(result);
      dispatch({ type: 'replace', document: documentOf(result) });
      setNotice('Saved.');
      return result;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The popup could not be saved. Try again.');
      return null;
    } finally {
      setPending(null);
    }
  }, [saved, document]);

  /** Runs `then` on the saved version, saving the draft first when it has changes. */
  const afterSave = async (then: (current: AdminPopup) => Promise<void>) => {
    const current = dirty ? await save() : saved;
    if (!current) return;
    try {
      await then(current);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'That did not work. Try again.');
    }
  };

  const setStatus = (status: 'active' | 'paused') =>
    afterSave(async (current) => {
      const result = await popupsApi.setStatus(current.id, status);
      setSaved(result);
      setNotice(
        status === 'active' ? 'Active: visitors can see it now.' : 'Paused: visitors no longer see it.',
      );
    });
  const openCopy = (make: (id: string) => Promise<AdminPopup>) =>
    afterSave(async (current) => {
      const copy = await make(current.id);
      // Saved just now: nothing to warn about (this render's `dirty` is still the old answer).
      leaving.current = true;
      navigate(`/popups/${copy.id}/edit`);
    });
  const remove = async () => {
    setPending(null);
    try {
      await popupsApi.remove(saved.id);
      leaving.current = true;
      navigate(`/sites/${saved.site}`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The popup could not be deleted.');
    }
  };

  // Unsaved changes are never lost silently: leaving the page in the app asks first, and the
  // browser asks before a reload or a closed tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y') dispatch({ type: 'redo' });
      else if (key === 's') void save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  const isVariant = saved.ab_test_parent_id !== null;
  return (
    <>
      <title>{`${document.name} · Edit · Hookline`}</title>
      <p className={ui.crumbs}>
        <Link to="/">Sites</Link> / <Link to={`/sites/${site.client_id}`}>{site.name}</Link> /{' '}
        <span aria-current="page">{document.name}</span>
      </p>
      <h1>
        {document.name}{' '}
        <span className={saved.status === 'active' ? ui.active : ui.badge}>
          {saved.status === 'active' ? 'Active' : 'Paused'}
        </span>{' '}
        {isVariant && <span className={ui.badge}>A/B variant</span>}
        {saved.ab_test && <span className={ui.badge}>A/B test</span>}
      </h1>

      <div className={styles.toolbar} role="toolbar" aria-label="Popup actions">
        <button
          type="button"
          className={ui.secondary}
          onClick={() => dispatch({ type: 'undo' })}
          disabled={history.past.length === 0}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => dispatch({ type: 'redo' })}
          disabled={history.future.length === 0}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => void save()}
          disabled={!dirty || pending === 'saving'}
          aria-keyshortcuts="Control+S"
        >
          {pending === 'saving' ? 'Saving…' : 'Save'}
        </button>
        {saved.status === 'active' ? (
          <button type="button" className={ui.secondary} onClick={() => void setStatus('paused')}>
            Pause
          </button>
        ) : (
          <button type="button" className={ui.secondary} onClick={() => void setStatus('active')}>
            {dirty ? 'Save and activate' : 'Activate'}
          </button>
        )}
        <span className={`${styles.saveState} ${dirty ? styles.dirty : ''}`} role="status">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
        <span className={styles.spacer} />
        <Link className={ui.secondary} to={`/popups/${saved.id}/results`}>
          Results
        </Link>
        <button type="button" className={ui.secondary} onClick={() => void openCopy(popupsApi.duplicate)}>
          Duplicate
        </button>
        <button type="button" className={ui.secondary} onClick={() => void openCopy(popupsApi.addVariant)}>
          Add A/B variant
        </button>
        <button type="button" className={ui.secondary} onClick={() => setPending('delete')}>
          Delete
        </button>
      </div>
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
      {notice && <p className={ui.success}>{notice}</p>}

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
            {tab === 'triggers' && <TriggersForm document={document} edit={edit} />}
            {tab === 'targeting' && <RulesForm document={document} edit={edit} popups={popups} />}
            {tab === 'settings' && (
              <SettingsForm document={document} edit={edit} catalog={catalog} popupId={saved.id} />
            )}
          </div>
        </div>
        <aside className={styles.previewPanel} aria-label="Live preview">
          <div className={styles.previewControls}>
            <Segmented<Device>
              label="Preview size"
              value={device}
              options={[
                ['desktop', 'Desktop'],
                ['mobile', 'Mobile'],
              ]}
              onChange={setDevice}
            />
            <Segmented<TLang>
              label="Preview language"
              value={lang}
              options={[
                ['en', 'English'],
                ['he', 'Hebrew'],
              ]}
              onChange={setLang}
            />
          </div>
          <PopupPreview
            popup={{ ...document, id: saved.id }}
            device={device}
            lang={lang}
            screen={screen.startsWith('thank_you') ? 'thank_you' : 'main'}
          />
        </aside>
      </div>

      {pending === 'delete' && (
        <ConfirmDialog
          title={`Delete “${saved.name}”?`}
          cancel={{ label: 'Keep it', onClick: () => setPending(null) }}
          actions={[{ label: 'Delete popup', danger: true, onClick: () => void remove() }]}
        >
          <p>
            The popup {saved.ab_test ? 'and its A/B variants are' : 'is'} removed from your site, with its
            statistics and its leads. Export the leads first if you need them. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Leave without saving?"
          cancel={{ label: 'Stay', onClick: () => blocker.reset() }}
          actions={[
            { label: 'Leave without saving', danger: true, onClick: () => blocker.proceed() },
            {
              label: 'Save and leave',
              onClick: () =>
                void save().then((result) => {
                  if (result) blocker.proceed();
                  else blocker.reset();
                }),
            },
          ]}
        >
          <p>This popup has changes you have not saved. They are lost if you leave now.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange(value: T): void;
}) {
  return (
    <div className={styles.segmented} role="group" aria-label={label}>
      {options.map(([option, text]) => (
        <button key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {text}
        </button>
      ))}
    </div>
  );
}
