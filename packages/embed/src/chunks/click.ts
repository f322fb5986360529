/** Click entries and popup-to-popup launches: loaded by the runtime on a click entry or a launch. */
export * from '../runtime/click-open.ts';
