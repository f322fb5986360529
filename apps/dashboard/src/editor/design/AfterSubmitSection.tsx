import type { TDesignProperties } from '@hookline/schema';
import { effectiveThankYou } from '@hookline/rules';
import type { PopupDocument } from '../../api/popups.ts';
import type { FormProps } from '../edit.ts';
import { showWhen } from '../fields/field-builders.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { design, designNumber, designText } from './design-fields.ts';

const thankYou = (document: PopupDocument) => effectiveThankYou(document.design_properties);
const thankScreenOn = (document: PopupDocument) => thankYou(document).shown;
const redirectOn = (document: PopupDocument) => !!document.design_properties.poptin_design_redirect;

const FIELDS = [
  design.toggle('poptin_design_thank_screen', 'Show the thank-you screen', {
    read: thankScreenOn,
    hint: 'Edit it under Content, Thank-you screen.',
  }),
  ...showWhen(thankScreenOn, [
    design.toggle('poptin_design_thank_screen_auto_close', 'Close the thank-you screen by itself', {
      read: (document) => thankYou(document).autoClose,
      hint: 'When off, it still closes after a minute.',
      patch: (on, document) => ({
        poptin_design_thank_screen_auto_close: on,
        poptin_design_thank_screen_auto_close_sec: on
          ? designNumber(document.design_properties.poptin_design_thank_screen_auto_close_sec, 5)
          : undefined,
      }),
    }),
    design.number('poptin_design_thank_screen_auto_close_sec', 'Close it after', {
      unit: 'seconds',
      min: 1,
      max: 600,
      fallback: 5,
      store: (seconds) => Math.max(1, seconds ?? 1),
      when: (document) => thankYou(document).autoClose,
    }),
  ]),
  design.toggle('poptin_design_redirect', 'Send the visitor to another page', {
    patch: (on, document) => ({
      poptin_design_redirect: on,
      poptin_design_redirect_url: on
        ? designText(document.design_properties.poptin_design_redirect_url)
        : undefined,
    }),
  }),
  ...showWhen(redirectOn, [
    design.text('poptin_design_redirect_url', 'Page address', {
      placeholder: 'https://example.com/welcome',
      hint: (
        <>
          A web address, <code>tel:</code> or <code>sms:</code>. <code>{'{conversion_url}'}</code> is replaced
          by the page the visitor was on, <code>{'{path_url}'}</code> by its path.
        </>
      ),
    }),
    design.toggle('poptin_design_redirect_send_form_data', 'Add the form’s answers to the address', {
      hint: 'The page receives them as query parameters, e.g. ?email=…',
    }),
  ]),
];

function afterSubmitWords(design: TDesignProperties): string {
  const parts: string[] = [];
  const thanks = effectiveThankYou(design);
  if (thanks.shown) {
    parts.push(
      thanks.autoClose
        ? `the thank-you screen shows for ${thanks.closeSeconds} s`
        : `the thank-you screen shows until the visitor closes it, or for ${thanks.closeSeconds} s`,
    );
  } else parts.push('the popup closes');
  if (design.poptin_design_redirect && design.poptin_design_redirect_url) {
    parts.push(
      `the visitor goes to ${design.poptin_design_redirect_url}${design.poptin_design_redirect_send_form_data ? ' with their answers' : ''}`,
    );
  }
  return `After a submit, ${parts.join(', then ')}.`;
}

/** The thank-you screen and the redirect after a submit. */
export const AfterSubmitSection = (props: FormProps) => (
  <FieldSection
    title="After the visitor submits"
    summary={afterSubmitWords(props.document.design_properties)}
    fields={FIELDS}
    {...props}
  />
);
