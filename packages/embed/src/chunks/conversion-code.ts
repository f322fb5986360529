/** The owner's conversion code: loaded after a conversion of a popup that has one. */
export * from '../popup/conversion-code.ts';
