/**
 * `@hookline/embed`: the visitor script's building blocks for other packages (the dashboard uses
 * `@hookline/embed/render` for previews). The script itself is built by `build.ts`.
 */
export type {
  DisplayPopup,
  FormSubmission,
  MountPopupOptions,
  PopupChunk,
  PopupHandle,
} from './popup/contract.ts';
export { createOutbox, type Outbox, type OutboxOptions } from './outbox/outbox.ts';
export { parseDisplayResponse } from './display-response.ts';
