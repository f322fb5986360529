import type { TValueView } from '@hookline/schema/cms';
import { defineWidget } from '../contract.ts';
import { entrySourceField, loadSourceEntry, templateEntry } from '../frame/entry-source.ts';
import { FieldValue, valueIsEmpty } from '../frame/FieldValue.tsx';
import { useWidgetFrame } from '../frame/frame.tsx';
import { choices, selectField, textField } from '../frame/fields.ts';

type Hide = 'never' | 'when_empty' | 'always';

/** Whether the widget's wrapper is flagged hide: always, or when the value is empty. */
export function wrapperHidden(hide: Hide, value: unknown): boolean {
  return hide === 'always' || (hide === 'when_empty' && valueIsEmpty(value));
}

/**
 * Custom field (spec 2 "Custom field: hidden when its wrapper is flagged hide"): one field of an
 * entry (the template's, or one named), shown by its kind, with a label; a wrapper flagged hide
 * (always, or when the value is empty) is not shown to visitors; the editor sees it dimmed.
 */
export const customField = defineWidget({
  type: 'CustomField',
  label: 'Custom field',
  category: 'dynamic',
  pro: true,
  fields: {
    source: entrySourceField,
    field: textField('Field key'),
    label: textField('Label before the value'),
    suffix: textField('Text after the value (a unit: "min read")'),
    hide: selectField(
      'Hide the wrapper',
      choices([
        ['never', 'Never'],
        ['when_empty', 'When the value is empty'],
        ['always', 'Always (flagged hide)'],
      ]),
    ),
  },
  defaultProps: { source: templateEntry, field: '', label: '', suffix: '', hide: 'when_empty' as Hide },
  load: async (props, ctx) => {
    if (!props.field) return null;
    const entry = await loadSourceEntry(props.source, ctx);
    return { value: (entry?.fields[props.field] ?? null) as TValueView | null };
  },
  spec: 'storefront 2 "Custom field: hidden when its wrapper is flagged hide"',
  Render({ id, field, label, suffix, hide, loaded }) {
    const { editMode } = useWidgetFrame();
    const value = loaded?.value ?? null;
    const hidden = wrapperHidden(hide, value);
    if (hidden && !editMode) return <div id={id} className="hl-field hl-field--hide" hidden />;
    return (
      <div id={id} className={`hl-field${hidden ? ' hl-field--hide' : ''}`} data-field={field}>
        {hidden && (
          <p className="hl-empty">Hidden from visitors ({hide === 'always' ? 'flagged hide' : 'empty'}).</p>
        )}
        {label && <span className="hl-field__label">{label}</span>}
        {valueIsEmpty(value) ? (
          editMode && !hidden ? (
            <span className="hl-empty">{field ? `No value in "${field}".` : 'Choose a field.'}</span>
          ) : null
        ) : (
          <>
            <FieldValue value={value} />
            {suffix && <span className="hl-field__suffix"> {suffix}</span>}
          </>
        )}
      </div>
    );
  },
});
