/** Geometry of the results chart: pure, so the scale and the ticks are tested without a DOM. */

export interface Series {
  key: string;
  label: string;
  values: number[];
}

/** A "nice" upper bound for the axis (1, 2 or 5 times a power of ten) at or above `max`. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Evenly spaced tick values from 0 to `top`, whole numbers only. */
export function ticks(top: number, count = 4): number[] {
  const step = top / count;
  const values = Array.from({ length: count + 1 }, (_, i) => Math.round(i * step));
  return [...new Set(values)];
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
