/** The phone field with libphonenumber-js: loaded by the extras chunk's fields. */
export * from '../popup/phone-input.tsx';
