/** The styled select of a custom field: loaded by the extras chunk's fields. */
export * from '../popup/custom-select.tsx';
