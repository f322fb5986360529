/** The date field's picker: loaded by the extras chunk's fields. */
export * from '../popup/date-picker.tsx';
