import type { TCloseTrigger, TLang, TTriggers } from '@hookline/schema';

/**
 * The contract between the loader and the popup chunk. Types only: the loader never imports the
 * chunk's code, it loads it with `import()` and calls `mountPopup`.
 */

/** A popup as the loader understands it, mapped from the wire's popup record (spec section 3). */
export interface DisplayPopup {
  id: string;
  /** Where conversions are posted (`/api/display/conversion/{viewerId}`). */
  viewerId: string;
  type: string;
  format: number;
  name: string;
  target: string;
  lang: TLang;
  size: { width: number; height: number };
  /** `display` of the record: false for a paused popup. */
  active: boolean;
  showCloseButton: boolean;
  /** The content document, not yet checked: the chunk parses it. */
  content: unknown;
  /** `design_properties`, open: read with type checks. */
  design: Readonly<Record<string, unknown>>;
  triggers: Pick<TTriggers, 'seconds_on_page'>;
}

/** A field the conversion reports in `newExtraFields` rather than under its own name. */
export interface ExtraField {
  id: string;
  type: string;
  name: string;
  placeholder: string;
  value: string;
}

/** What the visitor submitted: form values keyed by field name, and the custom fields. */
export interface FormSubmission {
  values: Record<string, string>;
  extraFields: ExtraField[];
}

export interface MountPopupOptions {
  popup: DisplayPopup;
  window: Window;
  document: Document;
  /** Spec section 2: 500 plus 100 per popup. */
  tabIndexBase: number;
  isMobile: boolean;
  now(): number;
  /** The visitor submitted a valid form; the loader sends the conversion. */
  onSubmit(submission: FormSubmission): void;
  /** The popup closed; called once. */
  onClose(trigger: TCloseTrigger): void;
  log(message: string, detail?: unknown): void;
}

export interface PopupHandle {
  close(trigger: TCloseTrigger): void;
}

/** The popup chunk's module. */
export interface PopupChunk {
  mountPopup(options: MountPopupOptions): PopupHandle;
}
