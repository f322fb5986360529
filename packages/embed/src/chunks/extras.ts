/** Other popup types and formats, Hebrew, other fields and blocks, effects, redirects: loaded by popups that need more than an English lightbox with an email form (popup/needs.ts). */
export * from '../popup/extras.tsx';
