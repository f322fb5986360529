/** Event triggers (exit intent, scroll, clicks, pages, inactivity): loaded by the runtime only for pages whose popups have a trigger besides the timed ones. */
export * from '../event-triggers.ts';
