import { parseFreeEmailDomains } from '@hookline/rules';
import type { TPopupContent } from '@hookline/schema';
import type { MountPopupOptions } from './contract.ts';
import type { PhoneModule } from './lazy-parts.ts';

/** A helper loaded at run time (the free-mail list, the phone library): ready, still loading, or failed. */
export interface Helper<T> {
  value: T | null;
  failed: boolean;
  /** Settles when the helper has loaded or failed; null when it was never asked for. */
  ready: Promise<unknown> | null;
}

const noHelper = <T>(): Helper<T> => ({ value: null, failed: false, ready: null });

/** What the fields beyond email need while the popup shows (`PopupEnv.helpers`). */
export interface FieldHelpers {
  /** The visitor's country code, the phone picker's first choice. */
  countryCode: string;
  /** Spec section 8: email validation is switched off when the list fails. */
  freeMail: Helper<ReadonlySet<string>>;
  /** Spec section 8: phone fields stop being required when the phone script fails. */
  phone: Helper<PhoneModule>;
  /** Whether the browser has a native date input; without one, dates get the DD/MM/YYYY picker. */
  nativeDate: boolean;
}

/** Part of the extras chunk: the helpers some fields need, and the page push of top bars and fullpage popups. */

/** Where the free-mail domain list is served (apps/server/src/display/free-email-domains.ts). */
export const FREE_EMAIL_DOMAINS_PATH = '/api/display/free-email-domains';
/** Spec section 9: the phone field's initialisation delay. */
export const PHONE_INIT_DELAY_MS = 500;

/** Whether the browser has a working native date input (else dates use the DD/MM/YYYY picker). */
export function supportsNativeDate(document: Document): boolean {
  const input = document.createElement('input');
  input.setAttribute('type', 'date');
  input.value = 'not a date';
  return input.type === 'date' && input.value === '';
}

function apiOrigin(options: MountPopupOptions): string {
  if (options.apiHost) return options.apiHost.replace(/\/$/, '');
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return '';
  }
}

/**
 * Loads the helpers the form's fields need (spec sections 5 and 8): the free-mail list, and the
 * phone library (500 ms after the popup shows, spec section 9).
 */
export function startHelpers(
  content: TPopupContent,
  options: MountPopupOptions,
  later: (run: () => void, ms: number) => void,
  loadPhone: () => Promise<PhoneModule>,
): FieldHelpers {
  const fields = [content.main, content.main_mobile].flatMap((screen) =>
    (screen?.blocks ?? []).flatMap((block) => (block.type === 'fields' ? block.fields : [])),
  );
  const freeMail = noHelper<ReadonlySet<string>>();
  const phone = noHelper<PhoneModule>();
  if (
    fields.some(
      (f) =>
        f.type === 'email' &&
        (f.email_validation === 'business-email' || f.email_validation === 'typos-business'),
    )
  ) {
    freeMail.ready = options.window
      .fetch(`${apiOrigin(options)}${FREE_EMAIL_DOMAINS_PATH}`, { credentials: 'omit' })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((text) => (freeMail.value = parseFreeEmailDomains(text)))
      .catch((error: unknown) => {
        freeMail.failed = true;
        options.log('the free-mail domain list failed to load; email validation is off', error);
      });
  }
  if (fields.some((f) => f.type === 'phone' && f.phone_validation === 'international')) {
    phone.ready = new Promise<void>((resolve) =>
      later(() => {
        loadPhone()
          .then((module) => (phone.value = module))
          .catch((error: unknown) => {
            phone.failed = true;
            options.log('the phone script failed to load; phone fields are no longer required', error);
          })
          .finally(resolve);
      }, PHONE_INIT_DELAY_MS),
    );
  }
  return {
    countryCode: options.countryCode || 'us',
    freeMail,
    phone,
    nativeDate: supportsNativeDate(options.document),
  };
}

/** Pushes the page down (a top bar by its height, a fullpage popup by the window's) with a spacer at the start of the body. */
export function pushPage(document: Document, height: number): HTMLElement | null {
  if (height <= 0) return null;
  const spacer = document.createElement('hookline-spacer');
  spacer.setAttribute('aria-hidden', 'true');
  spacer.style.cssText = `all:initial!important;display:block!important;height:${height}px!important;width:100%!important;margin:0!important;padding:0!important`;
  document.body.prepend(spacer);
  return spacer;
}
