import { defineWidget } from '../contract.ts';
import { numberField } from '../frame/fields.ts';

/** Empty space between widgets. */
export const spacer = defineWidget({
  type: 'Spacer',
  label: 'Spacer',
  category: 'layout',
  fields: { height: numberField('Height (px)', 0, 400) },
  defaultProps: { height: 32 },
  spec: 'layout (issue 14 "basic layout widgets")',
  Render({ id, height }) {
    return <div id={id} className="hl-spacer" style={{ height: Math.max(0, height) }} aria-hidden="true" />;
  },
});
