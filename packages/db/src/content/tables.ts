/** The content concern's tables: the page builder's pages and revisions (`page-tables.ts`). */
export * from './page-tables.ts';
