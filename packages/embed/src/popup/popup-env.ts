import type { ExtrasModule, PhoneModule } from './lazy-parts.ts';
import { createContext } from 'preact';

/** A helper loaded at run time (the free-mail list, the phone library): ready, still loading, or failed. */
export interface Helper<T> {
  value: T | null;
  failed: boolean;
  /** Settles when the helper has loaded or failed; null when it was never asked for. */
  ready: Promise<unknown> | null;
}

export const noHelper = <T>(): Helper<T> => ({ value: null, failed: false, ready: null });

/**
 * What the popup's components take from where the popup runs: the visitor script's mount, or the
 * dashboard preview (no events, no network).
 */
export interface PopupEnv {
  popupId: string;
  lang: string;
  isMobile: boolean;
  design: Readonly<Record<string, unknown>>;
  /** The visitor's country code, the phone picker's first choice. */
  countryCode: string;
  now(): number;
  log(message: string, detail?: unknown): void;
  /** Spec section 8: email validation is switched off when the list fails. */
  freeMail: Helper<ReadonlySet<string>>;
  /** Spec section 8: phone fields stop being required when the phone script fails. */
  phone: Helper<PhoneModule>;
  /** Whether the browser has a native date input; without one, dates get the DD/MM/YYYY picker. */
  nativeDate: boolean;
  /** A button launches another popup. */
  launchPopup?(popupId: string): void;
  /** A close button that counts a conversion. */
  countConversion?(label: string): void;
  /** The extras chunk, when the popup needed it (loaded before the popup showed). */
  extras: ExtrasModule | null;
}

/** The environment of a preview: nothing is loaded from the network, dates use the native input. */
export function previewEnv(
  popupId: string,
  lang: string,
  isMobile: boolean,
  design: Readonly<Record<string, unknown>> = {},
): PopupEnv {
  return {
    popupId,
    lang,
    isMobile,
    design,
    countryCode: 'us',
    now: () => Date.now(),
    log: () => undefined,
    freeMail: noHelper(),
    phone: noHelper(),
    nativeDate: true,
    extras: null,
  };
}

export const PopupEnvContext = createContext<PopupEnv | null>(null);
