import { Form, useNavigation, useSearchParams } from 'react-router';
import type { TPopupType } from '@hookline/schema';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { POPUP_TEMPLATES, TEMPLATE_GOALS, templateTypes } from '@hookline/schema/popup-templates';
import { popupKindName, popupTypeName } from '../../popup-names.ts';
import ui from '../../styles/ui.module.css';
import {
  filterTemplates,
  readTemplateFilter,
  templateFilterParams,
  type TemplateFilter,
} from './template-filter.ts';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';
import styles from './TemplateGallery.module.css';

const GOALS = TEMPLATE_GOALS.map((g) => g.goal);
const TYPES = templateTypes(POPUP_CATALOG.map((info) => info.type));
const typeLabel = (type: TPopupType) => popupTypeName(type);
const goalLabel = (goal: string) => TEMPLATE_GOALS.find((g) => g.goal === goal)?.label ?? goal;

/**
 * The template gallery of "New popup": filters by goal and type (kept in the address), the language
 * the popup is written in, and a card per template with a live thumbnail. Picking one posts its id
 * to the page's action, which creates the popup and opens the editor.
 */
export function TemplateGallery() {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const filter = readTemplateFilter(params, GOALS, TYPES);
  const shown = filterTemplates(POPUP_TEMPLATES, filter);
  const change = (next: Partial<TemplateFilter>) =>
    setParams(templateFilterParams({ ...filter, ...next }), { replace: true, preventScrollReset: true });
  const busy = navigation.state === 'submitting';

  return (
    <section aria-labelledby="templates-heading" className={styles.gallery}>
      <h2 id="templates-heading">Start from a template</h2>
      <div className={styles.filters}>
        <div role="group" aria-label="Goal" className={styles.chips}>
          <button type="button" aria-pressed={filter.goal === null} onClick={() => change({ goal: null })}>
            All goals
          </button>
          {TEMPLATE_GOALS.map(({ goal, label }) => (
            <button
              key={goal}
              type="button"
              aria-pressed={filter.goal === goal}
              onClick={() => change({ goal: filter.goal === goal ? null : goal })}
            >
              {label}
            </button>
          ))}
        </div>
        <div className={styles.selects}>
          <label>
            Type{' '}
            <select
              value={filter.type ?? ''}
              onChange={(event) => change({ type: (event.currentTarget.value || null) as TPopupType | null })}
            >
              <option value="">All types</option>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Language{' '}
            <select
              value={filter.lang}
              onChange={(event) => change({ lang: event.currentTarget.value === 'he' ? 'he' : 'en' })}
            >
              <option value="en">English</option>
              <option value="he">Hebrew (עברית)</option>
            </select>
          </label>
        </div>
      </div>
      <p className={ui.muted} role="status">
        {shown.length === 1 ? '1 template' : `${shown.length} templates`}
        {filter.goal ? ` for “${goalLabel(filter.goal)}”` : ''}
        {filter.type ? ` of type ${typeLabel(filter.type)}` : ''}
      </p>
      {shown.length === 0 && (
        <p className={ui.empty}>
          No template matches both filters. Choose another type, or start blank below.
        </p>
      )}
      <ul className={styles.grid} aria-label="Templates">
        {shown.map((template) => (
          <li key={template.id} className={styles.card}>
            <TemplateThumbnail template={template} lang={filter.lang} />
            <div className={styles.cardBody} dir={filter.lang === 'he' ? 'rtl' : 'ltr'}>
              <h3 lang={filter.lang}>{template.name[filter.lang]}</h3>
              <p className={ui.muted} lang={filter.lang}>
                {template.summary[filter.lang]}
              </p>
            </div>
            <div className={styles.cardFoot}>
              <span className={styles.tags}>
                <span className={ui.badge}>{goalLabel(template.goal)}</span>
                <span className={ui.badge}>{popupKindName(template.type, template.format)}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="template" value={template.id} />
                <input type="hidden" name="lang" value={filter.lang} />
                <button
                  type="submit"
                  className={ui.button}
                  disabled={busy}
                  aria-label={`Use this: ${template.name[filter.lang]}`}
                >
                  Use this
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
