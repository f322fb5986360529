/** @jsxImportSource preact */
import { GAME_FORMATS, type GameMessages, type GamePrize, type GamePrizes } from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { useState } from 'preact/hooks';
import type { PopupEnv } from '../popup/popup-env.ts';
import { segmentColor, segmentTextColor, Wheel } from './wheel.tsx';

/**
 * Copies `text` with the Clipboard API. Its own few lines rather than the coupon's copier: importing
 * that would move the coupon (and its messages) into a chunk the game then loads too.
 */
async function copy(document: Document, text: string): Promise<void> {
  const clipboard = document.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) return clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.style.cssText = 'position:fixed!important;top:-1000px!important;opacity:0!important';
  document.body.appendChild(area);
  area.select();
  document.execCommand?.('copy');
  area.remove();
}

/** The segment the winning screen shows: where the wheel landed, else the first of the prize's. */
export function wonSegment(
  segments: readonly string[],
  prizeId: string | null,
  landed: number | null,
): number {
  if (landed !== null && landed >= 0) return landed;
  return prizeId === null ? -1 : segments.indexOf(prizeId);
}

/**
 * The top of a wheel's winning screen: the wheel at rest on the won slice (the others dimmed) and
 * the prize's label on a ribbon in that slice's colour, so the screen keeps the game's picture.
 */
export function WonWheel({
  prizes,
  segments,
  segment,
  prize,
}: {
  prizes: GamePrizes;
  segments: readonly string[];
  segment: number;
  prize: GamePrize;
}) {
  return (
    <div class="hl-win-prize">
      <div class="hl-win-wheel" aria-hidden="true">
        <Wheel prizes={prizes} segments={segments} landed={segment} label="" still />
      </div>
      <p class="hl-win-label" style={{ background: segmentColor(segment), color: segmentTextColor(segment) }}>
        {prize.label}
      </p>
    </div>
  );
}

/** Where "Shop now" takes the winner: the prize's redirect address when it has one. */
const shopUrl = (prize: GamePrize): string | null => {
  const url = prize.redirect_to === 1 ? prize.redirect_to_options?.redirect_to_url?.trim() : '';
  return url && /^https?:\/\//i.test(url) ? url : null;
};

/**
 * The winning screen's next steps: Copy code (which then reads Copied) when the prize has a code,
 * and Shop now, which closes the popup (and goes to the prize's redirect address, when it has one)
 * so the visitor is back on the shop with the code in hand.
 */
export function WinNextSteps({
  prize,
  format,
  env,
  messages,
  onClose,
}: {
  prize: GamePrize;
  format: number;
  env: PopupEnv;
  messages: GameMessages;
  onClose(trigger: TCloseTrigger): void;
}) {
  const [copied, setCopied] = useState(false);
  const code = prize.code?.trim() ?? '';
  const url = shopUrl(prize);
  return (
    <div class="hl-win-next" data-format={format === GAME_FORMATS.wheel ? 'wheel' : undefined}>
      {code && (
        <button
          type="button"
          class="hl-button hl-win-copy"
          data-copied={copied || undefined}
          onClick={(event) => {
            setCopied(true);
            copy(event.currentTarget.ownerDocument, code).catch((error: unknown) =>
              env.log('copying the prize code failed', error),
            );
          }}
        >
          <span aria-live="polite">{copied ? `✓ ${messages.copied}` : messages.copyCode}</span>
        </button>
      )}
      <button
        type="button"
        class="hl-button hl-win-shop"
        onClick={() => {
          onClose(url ? 'link_click' : 'cancel_click');
          if (url && env.openLink) env.openLink(url, false);
        }}
      >
        {messages.shopNow}
      </button>
    </div>
  );
}
