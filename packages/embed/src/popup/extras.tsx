/**
 * The extras chunk: what a lightbox with a plain form does not need. The popup loads it before it
 * shows when the popup's type, format, language, fields, blocks or design ask for any of it
 * (`needsExtras`). It has its own copies of the core's modules: its components take what they need
 * as props, never from the core's contexts.
 */
// Hebrew: this chunk's copy of the messages speaks it, as messages-extra.ts (which holds
// HEBREW_FIELD_MESSAGES) adds it to fieldMessages when it loads; every Hebrew popup loads this chunk.
export { fieldMessages, HEBREW_FIELD_MESSAGES, popupBox } from '@hookline/rules';
export { LAYOUT_CSS } from './layouts.ts';
export { ExtraControl, loadPhone } from './fields-extra.tsx';
export { checkForm, completeSubmission, formScreen, helpersReady } from './form-extra.ts';
export { CloseNote, SkipButton } from './skip-button.tsx';
export { Drag } from './drag.tsx';
export { PreviewBanner } from './preview-banner.tsx';
export { ExtraBlock, HtmlPart } from './blocks-extra.tsx';
export { mountTeaser } from './teaser.tsx';
export { popupSession } from './session.ts';
export { inlineDialogStyle } from './inline.ts';
export { LookParts } from './look-extras.tsx';
export { BackgroundEffect } from './background-effect.tsx';
export { DialogExtras } from './dialog-extras.tsx';
