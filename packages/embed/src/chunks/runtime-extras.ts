/** Embedded popups, teasers, preview, A/B variant recording and a known visitor's activity calls: loaded by the runtime when a page needs one of them. */
export * from '../runtime/extras.ts';
