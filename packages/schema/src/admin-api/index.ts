/** The dashboard API (`/api/admin/*`): one file per concern. The popup editor's shapes are in `../popup-editor.ts`. */
export * from './accounts.ts';
export * from './day-range.ts';
export * from './leads.ts';
export * from './media.ts';
export * from './popups.ts';
export * from './results.ts';
export * from './webhooks.ts';
export * from './coupons.ts';
export * from './show-order.ts';
export * from './integrations.ts';
