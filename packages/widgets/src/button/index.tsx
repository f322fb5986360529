import { defineWidget } from '../contract.ts';
import { alignField, type Align } from '../frame/align.ts';

/** A call to action: a link styled as a button. */
export const button = defineWidget({
  type: 'Button',
  label: 'Button',
  category: 'content',
  fields: {
    label: { type: 'text', label: 'Label' },
    href: { type: 'text', label: 'Link address' },
    variant: {
      type: 'radio',
      label: 'Style',
      options: [
        { label: 'Filled', value: 'primary' },
        { label: 'Outline', value: 'secondary' },
      ],
    },
    newWindow: {
      type: 'radio',
      label: 'Open in a new window',
      options: [
        { label: 'No', value: false },
        { label: 'Yes', value: true },
      ],
    },
    align: alignField,
  },
  defaultProps: {
    label: 'Browse the shop',
    href: '/shop',
    variant: 'primary' as 'primary' | 'secondary',
    newWindow: false,
    align: 'left' as Align,
  },
  spec: 'layout (issue 14 "basic layout widgets")',
  Render({ id, label, href, variant, newWindow, align }) {
    return (
      <p id={id} className={`hl-button-row hl-align-${align}`}>
        <a
          className={`button hl-button hl-button--${variant}`}
          href={href || '#'}
          {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {label}
        </a>
      </p>
    );
  },
});
