/** Props for an element whose inner HTML was sanitised on the server (rich text, post content). */
export const innerHtml = (html: string) => ({ dangerouslySetInnerHTML: { __html: html } });

/** A CSS length from a number of pixels, or undefined for an empty setting. */
export const px = (value: number | undefined | null): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? `${value}px` : undefined;
