import { createElement } from 'react';
import { defineWidget } from '../contract.ts';
import { alignField, type Align } from '../frame/align.ts';
import { selectField } from '../frame/fields.ts';

const levels = ['h1', 'h2', 'h3', 'h4'] as const;

/** A heading, h1 to h4. */
export const heading = defineWidget({
  type: 'Heading',
  label: 'Heading',
  category: 'content',
  fields: {
    text: { type: 'text', label: 'Text', contentEditable: true },
    level: selectField(
      'Level',
      levels.map((l) => ({ label: l.toUpperCase(), value: l })),
    ),
    align: alignField,
  },
  defaultProps: { text: 'Heading', level: 'h2' as (typeof levels)[number], align: 'left' as Align },
  spec: 'layout (issue 14 "basic layout widgets")',
  Render({ id, text, level, align }) {
    const tag = levels.includes(level) ? level : 'h2';
    return createElement(tag, { id, className: `hl-heading hl-align-${align}` }, text);
  },
});
