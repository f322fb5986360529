/**
 * The wire grammar of the display rules (docs/dashboard.md, "Display-rule grammar"): one reader and
 * one writer per rule. The visitor script's runtime reads with them, the dashboard reads its forms
 * from them and writes back with them, and the server checks what the editor sends with `isWritten*`.
 * The readers forgive what stored data may carry (spaces around a rule, a value after `exists::`);
 * the server accepts a text only when it is exactly what the writer writes for what was read.
 *
 * One file per rule, so that each lazy chunk of the visitor script bundles only the readers it uses.
 * It lives in the schema package because the editor's request schemas check with it and the schema
 * package cannot import `@hookline/rules` (rules depends on schema); `@hookline/rules` re-exports it,
 * and every other package imports it from there.
 */
export * from './frequency.ts';
export * from './engagement.ts';
export * from './value-pairs.ts';
export * from './regex.ts';
