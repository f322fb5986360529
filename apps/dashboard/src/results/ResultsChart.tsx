import type { DayCounts } from '../api/popups.ts';
import { formatCount } from '../format.ts';
import { countAxis, labelEvery, linePath } from './chart.ts';
import styles from './Results.module.css';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

const SERIES = [
  { key: 'views', label: 'Views', className: 'views' },
  { key: 'closes', label: 'Closes', className: 'closes' },
  { key: 'conversions', label: 'Conversions', className: 'conversions' },
] as const;

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Views, closes and conversions per day as lines, drawn as plain SVG. The chart is an image with a
 * text alternative; the same numbers are in the table beside it for screen readers and copying.
 */
export function ResultsChart({ days }: { days: DayCounts[] }) {
  const width = WIDTH - PAD.left - PAD.right;
  const height = HEIGHT - PAD.top - PAD.bottom;
  const axis = countAxis(Math.max(0, ...days.flatMap((d) => [d.views, d.closes, d.conversions])));
  const top = axis.top;
  const every = labelEvery(days.length);
  const x = (i: number) => (days.length === 1 ? width / 2 : (i * width) / (days.length - 1));
  const totals = SERIES.map(
    (s) => `${formatCount(days.reduce((sum, d) => sum + d[s.key], 0))} ${s.label.toLowerCase()}`,
  ).join(', ');

  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
        role="img"
        aria-label={`Chart of ${days.length} days from ${days[0]?.day ?? ''} to ${days[days.length - 1]?.day ?? ''}: ${totals}.`}
      >
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {axis.ticks.map((tick) => {
            const y = height - (tick / top) * height;
            return (
              <g key={tick}>
                <line x1={0} x2={width} y1={y} y2={y} className={styles.grid} />
                <text x={-8} y={y} className={styles.axisY}>
                  {formatCount(tick)}
                </text>
              </g>
            );
          })}
          {days.map((d, i) =>
            i % every === 0 ? (
              <text key={d.day} x={x(i)} y={height + 18} className={styles.axisX}>
                {shortDay(d.day)}
              </text>
            ) : null,
          )}
          {SERIES.map((s) => (
            <path
              key={s.key}
              d={linePath(
                days.map((d) => d[s.key]),
                width,
                height,
                top,
              )}
              className={`${styles.line} ${styles[s.className]}`}
            />
          ))}
          {days.length <= 62 &&
            SERIES.map((s) =>
              days.map((d, i) => (
                <circle
                  key={`${s.key}-${d.day}`}
                  cx={x(i)}
                  cy={height - (d[s.key] / top) * height}
                  r={2.5}
                  className={`${styles.dot} ${styles[s.className]}`}
                >
                  <title>{`${shortDay(d.day)}: ${formatCount(d[s.key])} ${s.label.toLowerCase()}`}</title>
                </circle>
              )),
            )}
        </g>
      </svg>
      <figcaption className={styles.legend}>
        {SERIES.map((s) => (
          <span key={s.key} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles[s.className]}`} aria-hidden="true" /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
