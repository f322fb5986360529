/** @jsxImportSource preact */

/** Box colours, in turn: paper and ribbon. */
const PAPERS: readonly [string, string][] = [
  ['#e63946', '#ffd166'],
  ['#2a9d8f', '#fff1d6'],
  ['#7b4fd6', '#ffd166'],
  ['#f4a261', '#3d5a80'],
  ['#3d5a80', '#f7c6c7'],
];

export interface GiftBoxesProps {
  count: number;
  /** The box shaking now (one a second, in turn), or -1. */
  shaking: number;
  /** The box the visitor opened, or null while none is. */
  opened: number | null;
  /** What the opened box holds: the prize's label. */
  prizeLabel: string;
  win: boolean;
  onOpen?: ((index: number) => void) | undefined;
  /** The accessible name of each box's button ("Open gift 1 of 3"). */
  boxLabel(index: number): string;
}

/** One gift: a wrapped box with its ribbon, a lid with a bow that lifts off when it opens. */
function Gift({ paper, ribbon }: { paper: string; ribbon: string }) {
  return (
    <svg viewBox="0 0 120 130" aria-hidden="true">
      <ellipse cx="60" cy="124" rx="46" ry="5" fill="#0003" />
      <rect x="14" y="54" width="92" height="68" rx="6" fill={paper} />
      <rect x="14" y="54" width="92" height="68" rx="6" fill="url(#hl-gift-shade)" />
      <rect x="52" y="54" width="16" height="68" fill={ribbon} />
      <g class="hl-gift-lid">
        <path d="M60 36c-10-22-38-20-32-4 4 9 22 8 32 4Zm0 0c10-22 38-20 32-4-4 9-22 8-32 4Z" fill={ribbon} />
        <rect x="8" y="36" width="104" height="22" rx="5" fill={paper} />
        <rect x="8" y="36" width="104" height="22" rx="5" fill="url(#hl-gift-shine)" />
        <rect x="52" y="36" width="16" height="22" fill={ribbon} />
      </g>
    </svg>
  );
}

/**
 * The gift box game (format_1): a row of wrapped boxes that shake in turn, one a second, so a round
 * lasts 1 s times their count (spec section 9). A click on a box (or the Open button, on the box
 * shaking) opens it: the lid lifts and the prize rises out of it.
 */
export function GiftBoxes({ count, shaking, opened, prizeLabel, win, onOpen, boxLabel }: GiftBoxesProps) {
  return (
    <div class="hl-gifts" data-count={count}>
      <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
        <defs>
          <linearGradient id="hl-gift-shade" x1="0" x2="1">
            <stop offset="0" stop-color="#fff" stop-opacity=".18" />
            <stop offset=".6" stop-color="#000" stop-opacity="0" />
            <stop offset="1" stop-color="#000" stop-opacity=".18" />
          </linearGradient>
          <linearGradient id="hl-gift-shine" y1="0" y2="1" x1="0" x2="0">
            <stop offset="0" stop-color="#fff" stop-opacity=".35" />
            <stop offset="1" stop-color="#fff" stop-opacity="0" />
          </linearGradient>
        </defs>
      </svg>
      {Array.from({ length: count }, (_, index) => {
        const [paper, ribbon] = PAPERS[index % PAPERS.length]!;
        const state =
          opened === index ? 'open' : opened === null && shaking === index ? 'shaking' : undefined;
        return (
          <button
            key={index}
            type="button"
            class="hl-gift"
            data-gift={index}
            data-state={state}
            aria-label={boxLabel(index)}
            disabled={!onOpen}
            onClick={() => onOpen?.(index)}
          >
            <Gift paper={paper} ribbon={ribbon} />
            {opened === index && (
              <span class={win ? 'hl-gift-prize' : 'hl-gift-prize hl-gift-empty'} role="status">
                {prizeLabel}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
