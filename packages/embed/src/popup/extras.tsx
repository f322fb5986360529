/**
 * The extras chunk: what a lightbox with a plain form does not need. The popup loads it before it
 * shows when the popup's type, format, fields, blocks or design ask for any of it (`needsExtras`).
 */
// The extras chunk's copy of the messages speaks Hebrew too (messages-extra.ts loads with its checks).
export { fieldMessages, popupBox } from '@hookline/rules';
export { LAYOUT_CSS } from './layouts.ts';
export { ExtraControl, loadPhone } from './fields-extra.tsx';
export { checkForm, completeSubmission, formScreen, helpersReady } from './form-extra.ts';
export { CloseNote, SkipButton } from './skip-button.tsx';
export { Drag } from './drag.tsx';
export { PreviewBanner } from './preview-banner.tsx';
export { ExtraBlock, HtmlPart } from './blocks-extra.tsx';
export { mountTeaser } from './teaser.tsx';
export { popupSession } from './session.ts';
