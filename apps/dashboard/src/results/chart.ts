/** Geometry of the results chart: pure, so the scale and the ticks are tested without a DOM. */

export interface Series {
  key: string;
  label: string;
  values: number[];
}

/**
 * The count axis for values up to `max`: a whole, "nice" step (1, 2 or 5 times a power of ten)
 * small enough for at most `intervals` steps to reach `max`, and the ticks from 0 in that step up
 * to the first at or above `max`. So 5 reads 0, 1, 2, 3, 4, 5 and 7 reads 0, 2, 4, 6, 8: evenly
 * spaced whole numbers, never 0, 1, 3, 4, 5. Nothing to show (0) gives 0 and 1.
 */
export function countAxis(max: number, intervals = 5): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  let step = 1;
  for (let power = 1; Math.ceil(max / step) > intervals; power *= 10) {
    step = [1, 2, 5, 10].map((m) => m * power).find((s) => Math.ceil(max / s) <= intervals) ?? 10 * power;
  }
  const count = Math.ceil(max / step);
  return { top: count * step, ticks: Array.from({ length: count + 1 }, (_, i) => i * step) };
}

/** The SVG path of one series in a box of `width` × `height`, with `top` at the box's top. */
export function linePath(values: readonly number[], width: number, height: number, top: number): string {
  if (values.length === 0) return '';
  const x = (i: number) => (values.length === 1 ? width / 2 : (i * width) / (values.length - 1));
  const y = (v: number) => height - (Math.max(0, v) / top) * height;
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${round(x(i))},${round(y(v))}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Which day labels to print so that they do not overlap: about `room` of them. */
export function labelEvery(days: number, room = 8): number {
  return Math.max(1, Math.ceil(days / room));
}
