/** The countdown block: loaded by popups that have one. */
export * from '../popup/countdown.tsx';
