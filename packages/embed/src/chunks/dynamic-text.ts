/** Dynamic text (page facts filled into the markup): loaded by popups whose texts use it. */
export * from '../popup/dynamic-fill.ts';
