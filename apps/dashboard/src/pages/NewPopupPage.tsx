import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useId, useState } from 'react';
import {
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { TPopupCreateRequestInput, TPopupType } from '@hookline/schema';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { popupTemplate, templateDocument } from '@hookline/schema/popup-templates';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { popupsApi } from '../api/popups.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import { FormatChoices } from '../components/FormatChoices.tsx';
import { popupTypeName } from '../popup-names.ts';
import { TemplateGallery } from './new-popup/TemplateGallery.tsx';
import styles from './NewPopupPage.module.css';

export const newPopupLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => ({
  site: await adminApi.site(params.clientId ?? '', { signal: request.signal }),
}));

/** The create request of the posted form: a picked template in its language, or a blank popup. */
function createRequest(form: FormData): TPopupCreateRequestInput | { error: string } {
  const templateId = form.get('template');
  if (templateId !== null) {
    const template = popupTemplate(String(templateId));
    if (!template) return { error: 'That template no longer exists. Pick another one.' };
    return templateDocument(template, form.get('lang') === 'he' ? 'he' : 'en');
  }
  const name = String(form.get('name') ?? '').trim();
  if (!name) return { error: 'Give the popup a name.' };
  return { name, type: String(form.get('type')) as TPopupType, format: Number(form.get('format')) || 1 };
}

/** Creates the popup (paused), from a template or blank, and opens it in the editor. */
export async function newPopupAction({ params, request }: ActionFunctionArgs) {
  const input = createRequest(await request.formData());
  if ('error' in input) return input;
  try {
    const popup = await popupsApi.create(params.clientId ?? '', input);
    return redirect(`/popups/${popup.id}/edit`);
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

/**
 * `/sites/:clientId/popups/new`: the template gallery, and below it a blank start (a name, a type and
 * one of its formats).
 */
export function NewPopupPage() {
  const { site } = useLoaderData<typeof newPopupLoader>();
  const result = useActionData<typeof newPopupAction>();
  const navigation = useNavigation();
  const [type, setType] = useState<TPopupType>(POPUP_CATALOG[0]?.type ?? 'lightbox');
  const [format, setFormat] = useState(1);
  const nameId = useId();
  const chosen = POPUP_CATALOG.find((info) => info.type === type);

  return (
    <>
      <title>{`New popup · ${site.name} · Hookline`}</title>
      <SiteCrumbs site={site} current="New popup" />
      <h1>New popup</h1>
      {result?.error && (
        <p role="alert" className={ui.alert}>
          {result.error}
        </p>
      )}
      <TemplateGallery />
      <h2 id="blank-heading">Or start blank</h2>
      <Form method="post" className={ui.panel} aria-labelledby="blank-heading">
        <div className={styles.field}>
          <label htmlFor={nameId}>Name</label>
          <input id={nameId} name="name" maxLength={40} required placeholder="Summer sale bar" />
        </div>
        <fieldset className={styles.group}>
          <legend>Type</legend>
          <div className={styles.cards}>
            {POPUP_CATALOG.map((info) => (
              <label key={info.type} className={styles.card} data-checked={info.type === type}>
                <input
                  type="radio"
                  name="type"
                  value={info.type}
                  checked={info.type === type}
                  onChange={() => {
                    setType(info.type);
                    setFormat(1);
                  }}
                />
                <span className={styles.cardTitle}>{popupTypeName(info.type)}</span>
                <span className={ui.muted}>{info.description}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {chosen && (
          <FormatChoices
            type={chosen.type}
            value={format}
            onChange={setFormat}
            legend={`Format of the ${popupTypeName(chosen.type).toLowerCase()}`}
          />
        )}
        <button type="submit" className={ui.button} disabled={navigation.state === 'submitting'}>
          Create and edit
        </button>
      </Form>
    </>
  );
}
