/**
 * The page builder's content model (docs/page-builder.md): collections with custom fields, entries,
 * taxonomies and terms, menus, the read-side views widgets consume and the queries they may ask.
 */
export * from './slugs.ts';
export * from './links.ts';
export * from './fields.ts';
export * from './field-dates.ts';
export * from './field-values.ts';
export * from './conform-values.ts';
export * from './collections.ts';
export * from './entries.ts';
export * from './taxonomies.ts';
export * from './menus.ts';
export * from './views.ts';
export * from './queries.ts';
export * from './walk.ts';
