/**
 * What a submit needs: the main form's checks and the conversion event. Loaded on the form's first
 * focus or keystroke, or by a submit or an extra button's conversion before then.
 */
export * from '../popup/form-check.ts';
export { conversionEvent } from '../conversion-event.ts';
