import type { TBlock, TField, TPopupContent, TScreen } from '../popup-content.ts';

/** Small builders for the templates' content, so each template reads as its copy. */

export const heading = (text: string, level: 1 | 2 | 3 = 2): TBlock => ({ type: 'heading', text, level });
export const text = (value: string): TBlock => ({ type: 'text', text: value });
export const submit = (label: string): TBlock => ({ type: 'button', label, action: 'submit' });
export const coupon = (code: string): TBlock => ({ type: 'coupon', code });
export const countdown = (): TBlock => ({ type: 'countdown' });
export const link = (label: string, url: string): TBlock => ({ type: 'button', label, action: 'link', url });
/** A button that closes the popup; `converts` counts the click as the visitor's yes. */
export const closeButton = (label: string, converts = false): TBlock => ({
  type: 'button',
  label,
  action: 'close',
  ...(converts ? { count_conversion: true } : {}),
});
export const social = (links: [network: string, url: string][]): TBlock => ({
  type: 'social',
  links: links.map(([network, url]) => ({ network, url })),
});
export const fields = (...list: TField[]): TBlock => ({ type: 'fields', fields: list });

type FieldOptions = Partial<Omit<TField, 'id' | 'type' | 'name'>>;
const field =
  (type: TField['type'], name: string) =>
  (placeholder: string, options: FieldOptions = {}): TField => ({
    id: name,
    type,
    name,
    placeholder,
    required: false,
    ...options,
  });

export const emailField = (placeholder: string): TField =>
  field('email', 'email')(placeholder, { required: true, email_validation: 'check-typos' });
export const nameField = field('first_name', 'first_name');
export const phoneField = (placeholder: string): TField =>
  field('phone', 'phone')(placeholder, { required: true, phone_validation: 'basic' });
export const consentField = (label: string): TField =>
  field('consent', 'consent')(label, { label, required: true });
export const radioField = (name: string, label: string, options: string[]): TField =>
  field('radio', name)('', { label, options, required: true });

const screen = (...blocks: TBlock[]): TScreen => ({ blocks });

/** A popup's content: the main screen, and the thank-you screen when there is one. */
export function popup(main: TBlock[], thankYou?: TBlock[]): TPopupContent {
  return { version: 1, main: screen(...main), ...(thankYou ? { thank_you: screen(...thankYou) } : {}) };
}
