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
  /** `poptin`: template markup (HTML), sanitised by the chunk before it is shown. */
  templateMarkup?: string | null;
  /** `poptin_url`: where template markup is downloaded from when there is none inline. */
  templateUrl?: string | null;
  /** `if_poptin_credit`: the account is freemium; the popup shows the credit badge. */
  showCredit?: boolean;
  /** `is_teasers_on`: the popup has a teaser tab. */
  teasersOn?: boolean;
  /** `on_click`: the popup opens from a click on the page. */
  onClick?: boolean;
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
  /**
   * Conversion payload keys that are not form values (spec section 3): `checkbox_checked`,
   * `coupon`, `extra_button`. The loader adds them to the conversion body.
   */
  meta?: Record<string, string>;
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
  /** The visitor pressed "Don't show this again" (the popup then closes as by its X). */
  onDoNotShowAgain?(): void;
  log(message: string, detail?: unknown): void;
  /** The display response's `cc`: the visitor's country code, the phone picker's first choice (else `us`). */
  countryCode?: string;
  /** The display response's `country`: the `{{country}}` dynamic text tag. */
  country?: string;
  /** The display response's `if_freemium`: dynamic text tags are left as written. */
  isFreemium?: boolean;
  /** The display API's origin, for the free-mail domain list; the chunk's own origin when absent. */
  apiHost?: string;
  /** Why the popup opened (`click` makes a Hebrew popup close faster after a submit). */
  trigger?: string;
  /** Shopify discount data for the `{{shpfy_thres}}` and `{{shpfy_gap}}` tags. */
  shopifyDiscount?: { threshold?: string; gap?: string };
  /** A button launches another popup (spec section 2, popup-to-popup launch). */
  launchPopup?(popupId: string, fromPopupId: string): void;
  /** Goes to a redirect address; `window.location.assign` when absent. */
  navigate?(url: string): void;
  /**
   * Preview mode (spec section 2): the loader sends no events and keeps no visitor markers, and
   * submission is not functional. The chunk shows the preview banner (English or Hebrew).
   */
  preview?: boolean;
  /**
   * Embedded popups: the host page's placeholder (`<div data-hookline-embedded="{poptin_id}">`) the
   * popup renders inside, found by the loader (and looked for again every 5 s).
   */
  container?: HTMLElement;
}

export interface PopupHandle {
  close(trigger: TCloseTrigger): void;
  /**
   * Removes everything the popup put in the page (host, tab, backdrop, listeners, timers) at once,
   * without calling `onClose`: a single-page app's route change. Without it the loader calls
   * `close` and removes `[data-hookline-popup]` hosts itself.
   */
  remove?(): void;
  /** The conversion's answer brought a unique coupon code: the coupon blocks' `{{coupon_code}}` show it. */
  coupon?(code: string): void;
}

/** The loader's teaser before a popup shows (`before_show` and `always` modes): a click opens the popup. */
export interface MountTeaserOptions {
  popup: DisplayPopup;
  document: Document;
  onOpen(): void;
  log(message: string, detail?: unknown): void;
}

/** The popup chunk's module. */
export interface PopupChunk {
  mountPopup(options: MountPopupOptions): PopupHandle;
  /** Whether this chunk renders a popup type; without it the loader shows lightboxes only. */
  supportsType?(type: string): boolean;
  /**
   * The conversion's answer arrived (`integration.conversion_code`): its HTML goes into the page
   * head. The loader calls this with the parsed response body.
   */
  injectConversionCode?(document: Document, answer: unknown): void;
}
