/** The HTML block with DOMPurify: loaded by popups that have one. */
export * from '../popup/html-block.tsx';
