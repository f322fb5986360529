/**
 * Readers for settings as a page builder stores them: numbers may arrive as numbers or strings
 * (`'200'`, `''` when the editor cleared the field), switches as `'yes'`/`'on'`/`true`.
 */

/** `value` as a finite number of at least `min`; `fallback` when empty, not a number or below `min`. */
export function settingNumber(value: unknown, fallback: number, min = 0): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) && number >= min ? number : fallback;
}

/** Whether a switch setting is on: `true`, `'yes'`, `'on'`, `'true'` or `'1'`. */
export function settingOn(value: unknown): boolean {
  return (
    value === true || value === 1 || (typeof value === 'string' && ['yes', 'on', 'true', '1'].includes(value))
  );
}

/** `value` when it is one of `allowed`, else `fallback`. */
export function settingChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** `value` as a trimmed string; '' for anything else. */
export function settingText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
