import type { TCloseOption, TDesignProperties } from '@hookline/schema';
import { effectiveClosing, type CloseControl } from '@hookline/rules';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign, type FormProps } from '../edit.ts';
import { labelled } from '../fields/field-builders.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { design } from './design-fields.ts';

const CLOSE_OPTIONS = labelled({
  'closing_options-x': 'An X in the corner',
  'closing_options-button': 'A text link under the form (“No thanks”)',
  'closing_options-': 'Nothing: the visitor submits or waits',
} satisfies Record<TCloseOption, string>);

const OPTION_OF: Record<CloseControl, TCloseOption> = {
  x: 'closing_options-x',
  skip: 'closing_options-button',
  none: 'closing_options-',
};

/**
 * The close control visitors get: the owner's choice, or without one the popup record's X switch
 * (a content lock hides the control but keeps the choice for when the lock is turned off).
 */
const closeType = (document: PopupDocument): TCloseOption =>
  OPTION_OF[
    effectiveClosing(
      { ...document.design_properties, poptin_design_content_lock: false },
      document.x_close_button,
    ).control
  ];

const FIELDS = [
  design.select('poptin_design_close_options_type', 'Close control', CLOSE_OPTIONS, {
    read: closeType,
    // The X of the popup record follows the close control.
    update: (value) => (document) => ({
      ...withDesign({ poptin_design_close_options_type: value })(document),
      x_close_button: value === 'closing_options-x',
    }),
  }),
  design.text('poptin_design_show_x_comment', 'Text of the close link', {
    placeholder: 'No thanks',
    maxLength: 200,
    when: (document: PopupDocument) => closeType(document) === 'closing_options-button',
  }),
  design.number('poptin_design_show_x_after_sec', 'Show the close control after', {
    unit: 'seconds',
    min: 0,
    max: 600,
    fallback: 0,
    hint: '0 shows it at once. A delay makes visitors look at the offer first.',
    store: (seconds) => seconds ?? 0,
  }),
  design.toggle('poptin_design_close_on_screen_click', 'Close when the visitor clicks outside the popup'),
  design.toggle('poptin_design_content_lock', 'Content lock: the popup cannot be closed', {
    hint: 'For content lockers: the page stays hidden until the visitor submits.',
  }),
];

function closingWords(document: PopupDocument): string {
  const design: TDesignProperties = document.design_properties;
  if (design.poptin_design_content_lock)
    return 'Content lock is on: visitors cannot close this popup; they must submit it.';
  const type = closeType(document);
  const control =
    type === 'closing_options-button' ? 'a text link' : type === 'closing_options-' ? 'Escape only' : 'the X';
  const outside = design.poptin_design_close_on_screen_click ? ' or a click outside it' : '';
  const after = design.poptin_design_show_x_after_sec
    ? `, available after ${design.poptin_design_show_x_after_sec} s`
    : '';
  return `Visitors close it with ${control}${outside}${after}.`;
}

/** How visitors close the popup. */
export const ClosingSection = (props: FormProps) => (
  <FieldSection title="Closing" summary={closingWords(props.document)} fields={FIELDS} {...props} />
);
