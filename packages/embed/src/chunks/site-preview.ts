/** "Preview on my site" (issue 26): the preview bar and the tab's preview; loaded by the runtime extras only when a page address holds a preview link's token, or the tab keeps a preview. */
export * from '../site-preview/index.ts';
