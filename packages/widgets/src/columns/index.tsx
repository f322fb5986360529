import { defineWidget, type PageNode } from '../contract.ts';
import { px } from '../frame/html.ts';
import { numberField, selectField } from '../frame/fields.ts';

const slot = { type: 'slot' } as const;

/** Two to four columns side by side, stacked on phones; each column holds any widgets. */
export const columns = defineWidget({
  type: 'Columns',
  label: 'Columns',
  category: 'layout',
  fields: {
    count: selectField(
      'Columns',
      [2, 3, 4].map((n) => ({ label: String(n), value: n })),
    ),
    gap: numberField('Gap (px)', 0, 120),
    column1: slot,
    column2: slot,
    column3: slot,
    column4: slot,
  },
  defaultProps: {
    count: 2,
    gap: 24,
    column1: [] as PageNode[],
    column2: [] as PageNode[],
    column3: [] as PageNode[],
    column4: [] as PageNode[],
  },
  spec: 'layout (an editor needs it; issue 14 "basic layout widgets")',
  Render({ id, count, gap, slots }) {
    const shown = Math.min(4, Math.max(2, count));
    return (
      <div id={id} className={`hl-columns hl-columns--${shown}`} style={{ gap: px(gap) }}>
        {['column1', 'column2', 'column3', 'column4'].slice(0, shown).map((name) => (
          <div key={name} className="hl-column">
            {slots[name]}
          </div>
        ))}
      </div>
    );
  },
});
