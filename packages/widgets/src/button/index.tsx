import { defineWidget } from '../contract.ts';
import { alignField, type Align } from '../frame/align.ts';
import { choices, radioField, textField } from '../frame/fields.ts';

/** A call to action: a link styled as a button. */
export const button = defineWidget({
  type: 'Button',
  label: 'Button',
  category: 'content',
  fields: {
    label: textField('Label'),
    href: textField('Link address'),
    variant: radioField(
      'Style',
      choices([
        ['primary', 'Filled'],
        ['secondary', 'Outline'],
      ]),
    ),
    newWindow: radioField(
      'Open in a new window',
      choices([
        [false, 'No'],
        [true, 'Yes'],
      ]),
    ),
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
