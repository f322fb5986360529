/** @jsxImportSource preact */
import { extraMessages } from '@hookline/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PopupEnv } from './popup-env.ts';

/** Spec section 4: "Copied" shows for 500 ms, then fades out over 300 ms. */
export const COPIED_SHOW_MS = 500;
export const COPIED_FADE_MS = 300;

/** Copies with the Clipboard API, falling back to a selected text area for older browsers. */
export async function copyText(document: Document, text: string): Promise<void> {
  const clipboard = document.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Clipboard permission refused (an iframe, an old browser): fall back below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed!important;top:-1000px!important;opacity:0!important';
  document.body.appendChild(area);
  area.select();
  document.execCommand?.('copy');
  area.remove();
}

/** The place of a unique coupon code (a popup with "Unique code per lead") in a coupon block. */
const UNIQUE_CODE_TAG = /\{\{\s*coupon_code\s*\}\}/gi;

/**
 * What `{{coupon_code}}` shows: the conversion's unique code once its answer brought it, nothing
 * before on a page; a preview (no page) shows a sample made of the design's prefix.
 */
function uniqueCode(env: PopupEnv | null): string {
  if (env?.coupon) return env.coupon;
  if (env?.page) return '';
  const prefix = (env?.design.coupon as { code?: unknown } | undefined)?.code;
  return `${typeof prefix === 'string' && prefix ? prefix : 'CODE'}-XXXXXXXX`;
}

/**
 * The coupon element: a click (or Enter) copies the code and shows `Copied` (Hebrew `הועתק`) for
 * 500 ms with a 300 ms fade. An empty code renders nothing (the element is removed). `{{coupon_code}}`
 * is the conversion's unique code (`uniqueCode`).
 */
export function Coupon({ code: written, env }: { code: string; env: PopupEnv | null }) {
  const code = written.replace(UNIQUE_CODE_TAG, () => uniqueCode(env));
  const [tip, setTip] = useState<'shown' | 'fading' | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // Timed from the click itself (not from a later effect), so 500 ms and 300 ms are exact.
  const clear = () => timers.current.splice(0).forEach((timer) => clearTimeout(timer));
  useEffect(() => clear, []);
  if (code.trim() === '') return null;
  const copy = (event: { currentTarget: HTMLElement }) => {
    clear();
    setTip('shown');
    timers.current.push(
      setTimeout(() => setTip('fading'), COPIED_SHOW_MS),
      setTimeout(() => setTip(null), COPIED_SHOW_MS + COPIED_FADE_MS),
    );
    copyText(event.currentTarget.ownerDocument, code).catch((error: unknown) =>
      env?.log('copying the coupon failed', error),
    );
  };
  return (
    <button type="button" class="hl-coupon" data-coupon={code} onClick={copy}>
      {code}
      {tip && (
        <span class={tip === 'fading' ? 'hl-tooltip hl-fading' : 'hl-tooltip'} role="status">
          {extraMessages(env?.lang).copied}
        </span>
      )}
    </button>
  );
}
