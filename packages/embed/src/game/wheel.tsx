/** @jsxImportSource preact */
import { GAME_TIMINGS, SEGMENT_DEGREES, spinRotation, type GamePrizes } from '@hookline/rules';

/** Segment colours, in turn round the wheel: four, so neighbours always differ (12 segments). */
const SEGMENT_COLORS = ['#e63946', '#f4a261', '#2a9d8f', '#3d5a80'];

/** The colour of segment `index`, so the winning screen can show the prize in its slice's colour. */
export const segmentColor = (index: number): string => SEGMENT_COLORS[index % SEGMENT_COLORS.length]!;
/** Text that reads on segment `index`'s colour: dark on the light orange, white on the others. */
export const segmentTextColor = (index: number): string =>
  index % SEGMENT_COLORS.length === 1 ? '#1d2433' : '#fff';
const SIZE = 400;
const CENTER = SIZE / 2;
const RADIUS = 176;
/** Longer labels are cut to fit between the hub and the rim. */
const MAX_LABEL = 16;
/** Room for a label between the hub and the rim, in the wheel's units. */
const LABEL_ROOM = 100;

/** A label's font size: 19 units, smaller for a long label so it clears the hub (12 at least). */
const labelSize = (label: string) => Math.max(12, Math.min(19, LABEL_ROOM / (label.length * 0.62)));

/** The point `radius` from the centre, `degrees` clockwise from the top. */
function xy(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [CENTER + radius * Math.sin(radians), CENTER - radius * Math.cos(radians)];
}
const point = (degrees: number, radius: number) =>
  xy(degrees, radius)
    .map((value) => value.toFixed(2))
    .join(' ');

const shortLabel = (label: string) =>
  label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1).trimEnd()}…` : label;

export interface WheelProps {
  prizes: GamePrizes;
  /** The prize of each of the 12 segments, clockwise from the pointer. */
  segments: readonly string[];
  /** The segment the spin lands on, once the visitor played. */
  landed: number | null;
  /** Clicking the wheel (its overlay) plays, while the game is ready. */
  onPlay?: (() => void) | undefined;
  label: string;
  /**
   * The winning screen's picture: the wheel at rest on `landed`, its slice marked (`data-won`), with
   * no button (the hub is a plain label).
   */
  still?: boolean;
}

/**
 * The spin wheel (format_3): 12 segments of 30 degrees with their prizes' labels, a rim of lights,
 * the pointer at the top and a hub reading Spin. Segment `i` is drawn `i` x 30 degrees anticlockwise
 * of the pointer, so turning the wheel `spinRotation(i)` (24 turns and 30 degrees per index, over
 * 7 s) stops it under the pointer. A click anywhere on the wheel plays.
 */
export function Wheel({ prizes, segments, landed, onPlay, label, still = false }: WheelProps) {
  const half = SEGMENT_DEGREES / 2;
  const rotation = landed === null ? 0 : spinRotation(landed);
  return (
    <div class="hl-wheel" data-landed={landed ?? undefined} data-still={still || undefined}>
      <div
        class="hl-wheel-disc"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition:
            landed === null || still
              ? undefined
              : `transform ${GAME_TIMINGS.spinMs}ms cubic-bezier(.12,.6,.1,1)`,
        }}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 18} fill="#1d2433" />
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 4} fill="#f7e9c8" />
          {segments.map((id, index) => {
            const middle = -index * SEGMENT_DEGREES;
            return (
              <g
                key={index}
                data-segment={index}
                data-prize={id}
                data-won={(still && index === landed) || undefined}
              >
                <path
                  d={`M${CENTER} ${CENTER}L${point(middle - half, RADIUS)}A${RADIUS} ${RADIUS} 0 0 1 ${point(middle + half, RADIUS)}Z`}
                  fill={segmentColor(index)}
                  stroke="#fff"
                  stroke-width="2"
                />
                <text
                  class="hl-wheel-label"
                  transform={`rotate(${middle - 90} ${CENTER} ${CENTER})`}
                  x={CENTER + RADIUS - 16}
                  y={CENTER}
                  dy="0.35em"
                  text-anchor="end"
                  font-size={labelSize(shortLabel(prizes[id]?.label ?? ''))}
                >
                  {shortLabel(prizes[id]?.label ?? '')}
                </text>
              </g>
            );
          })}
          {segments.map((_, index) => {
            const [x, y] = xy(-index * SEGMENT_DEGREES + half, RADIUS + 11);
            return (
              <circle
                key={`light-${index}`}
                class={index % 2 ? 'hl-light hl-light-b' : 'hl-light'}
                cx={x}
                cy={y}
                r="4.5"
              />
            );
          })}
        </svg>
      </div>
      <svg class="hl-wheel-pointer" viewBox="0 0 40 52" aria-hidden="true">
        <path d="M20 50 3 12a17 17 0 1 1 34 0Z" fill="#fff" stroke="#1d2433" stroke-width="3" />
        <circle cx="20" cy="17" r="6" fill="#e63946" />
      </svg>
      {still ? (
        <div class="hl-wheel-overlay" aria-hidden="true">
          <span class="hl-wheel-hub">★</span>
        </div>
      ) : (
        <button
          type="button"
          class="hl-wheel-overlay"
          aria-label={label}
          disabled={!onPlay}
          onClick={() => onPlay?.()}
        >
          <span class="hl-wheel-hub">{label}</span>
        </button>
      )}
    </div>
  );
}
