import type { FormProps } from '../edit.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { design, designNumber } from './design-fields.ts';

const FIELDS = [
  design.toggle('poptin_design_auto_close', 'Close by itself after a while', {
    patch: (on, document) => ({
      poptin_design_auto_close: on,
      poptin_design_auto_close_sec: on
        ? designNumber(document.design_properties.poptin_design_auto_close_sec, 15) || 15
        : undefined,
    }),
  }),
  design.number('poptin_design_auto_close_sec', 'Close after', {
    unit: 'seconds',
    min: 1,
    max: 3600,
    fallback: 15,
    store: (seconds) => Math.max(1, seconds ?? 1),
    when: (document) => !!document.design_properties.poptin_design_auto_close,
  }),
];

/** Whether the popup closes by itself. */
export function AutoCloseSection(props: FormProps) {
  const design = props.document.design_properties;
  return (
    <FieldSection
      title="Auto close"
      summary={
        design.poptin_design_auto_close
          ? `Closes by itself ${designNumber(design.poptin_design_auto_close_sec, 0)} s after it opens, if the visitor has not acted.`
          : 'Stays open until the visitor closes or submits it.'
      }
      fields={FIELDS}
      {...props}
    />
  );
}
