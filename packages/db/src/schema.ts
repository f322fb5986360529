/**
 * The tables the query layer (`Db`) is typed over, exported as the public `tables` namespace: the
 * popup platform's accounts, popups and events. The shop's and the webhooks' tables are queried with
 * the query builder only; the package exports them as `shopTables` and `webhookTables`.
 */
export * from './accounts/tables.ts';
export * from './popups/tables.ts';
export * from './events/tables.ts';
