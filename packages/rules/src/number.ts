/** Keys a number field lets through besides digits and one dot (spec section 5: "editing keys"). */
export const NUMBER_EDITING_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * Whether a key press may reach a number field (spec section 5): digits, one dot, editing keys,
 * and shortcuts with Ctrl or Cmd (copy, paste, select all).
 */
export function numberKeyAllowed(
  key: string,
  current: string,
  modifiers: { ctrl?: boolean; meta?: boolean } = {},
): boolean {
  if (modifiers.ctrl || modifiers.meta || NUMBER_EDITING_KEYS.has(key)) return true;
  if (/^\d$/.test(key)) return true;
  return key === '.' && !current.includes('.');
}

/** What a number field keeps of typed or pasted text: digits and one dot, at most two decimals. */
export function numberInput(raw: string): string {
  const [whole = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/** A number field's value when it loses focus: rounded to 2 decimals; a lone dot becomes 0. */
export function numberOnBlur(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  const text = rest.length === 0 ? whole : `${whole}.${rest.join('')}`;
  if (text === '') return '';
  if (text === '.') return '0';
  const rounded = Number(`${Math.round(Number(`${Number(text)}e2`))}e-2`);
  return Number.isFinite(rounded) ? String(rounded) : '';
}
