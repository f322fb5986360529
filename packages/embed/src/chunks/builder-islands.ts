/** The page-builder widgets' islands: loaded by a builder popup whose HTML block holds interactive widgets. */
export * from '../popup/builder-islands.ts';
