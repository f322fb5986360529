/** The "Did you mean …?" suggestion of the email field: loaded as an email input shows. */
export * from '../popup/email-suggest.tsx';
