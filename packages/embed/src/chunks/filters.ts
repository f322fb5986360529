/** Page filters (engagement, page source, JS, cookie), targeting and the countdown end-date rule: loaded by the runtime only for pages whose popups use them. */
export * from '../filters/index.ts';
