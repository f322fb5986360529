import type { TDisplayRules } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import type { FormProps } from '../edit.ts';
import { labelled, showWhen } from '../fields/field-builders.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { rules } from './rule-fields.ts';

const ROLES = labelled({
  show: 'Show only on those pages',
  dont_show: 'Do not show on those pages',
} satisfies Record<NonNullable<TDisplayRules['source_code_target_role']>, string>);

const active = (document: PopupDocument) => !!document.display_rules.source_code_target_active;

const FIELDS = [
  rules.toggle('source_code_target_active', 'Depend on the page’s HTML', {
    hint: 'For example a product id, a CSS class or a word that only some pages contain.',
    patch: (on, document) => ({
      source_code_target_active: on,
      source_code_target_role: document.display_rules.source_code_target_role ?? 'show',
    }),
  }),
  ...showWhen(active, [
    rules.select('source_code_target_role', 'Then', ROLES, { fallback: 'show' }),
    rules.text('source_code_target_html', 'Text to find in the page’s HTML', { maxLength: 2000 }),
  ]),
];

function pageContentWords(rules: TDisplayRules): string {
  if (!rules.source_code_target_active || !rules.source_code_target_html)
    return 'Shown whatever the page contains.';
  const where = rules.source_code_target_role === 'dont_show' ? 'Not shown on' : 'Shown only on';
  return `${where} pages whose HTML contains “${rules.source_code_target_html}”.`;
}

/** The page source filter: text the page's HTML must (or must not) contain. */
export const PageContentSection = (props: FormProps) => (
  <FieldSection
    title="Page content"
    summary={pageContentWords(props.document.display_rules)}
    fields={FIELDS}
    {...props}
  />
);
