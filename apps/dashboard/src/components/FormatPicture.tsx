import { popupPlacement, presetArrangement, type Arrangement, type Placement } from '@hookline/rules';
import { popupFormat } from '@hookline/schema/popup-catalog';
import type { ReactNode } from 'react';
import styles from './FormatPicture.module.css';

/* A browser window of 96 x 64 units: an 8-unit title bar over a 96 x 56 page. */
const W = 96;
const TOP = 8;
const H = 64;
/** The window a format's default size is measured against. */
const SCREEN = { width: 1366, height: 768 };

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** The popup's box in the drawing: its default size scaled to the window, where it shows. */
function boxOf(type: string, format: number, placement: Placement): Box {
  const size = popupFormat(type, format) ?? { width: 800, height: 500 };
  const w = clamp((size.width / SCREEN.width) * W, 18, W);
  const h = clamp((size.height / SCREEN.height) * (H - TOP), 6, H - TOP - 6);
  const m = 3;
  const x = { left: m, center: (W - w) / 2, right: W - w - m };
  const y = { top: TOP + m, middle: TOP + (H - TOP - h) / 2, bottom: H - h - m };
  switch (placement) {
    case 'fullpage':
      return { x: 0, y: TOP, w: W, h: H - TOP };
    case 'top':
      return { x: 0, y: TOP, w: W, h };
    case 'bottom':
      return { x: 0, y: H - h, w: W, h };
    case 'bottom-right':
      return { x: x.right, y: y.bottom, w, h };
    case 'bottom-left':
      return { x: x.left, y: y.bottom, w, h };
    case 'bottom-center':
      return { x: x.center, y: y.bottom, w, h };
    case 'top-right':
      return { x: x.right, y: y.top, w, h };
    case 'top-left':
      return { x: x.left, y: y.top, w, h };
    case 'middle-right':
    case 'side-right':
      return { x: W - w, y: y.middle, w, h };
    case 'middle-left':
    case 'side-left':
      return { x: 0, y: y.middle, w, h };
    default:
      return { x: x.center, y: y.middle, w, h };
  }
}

/** What the box holds, drawn as its arrangement lays it out: image, text lines, a field, a button. */
function Inside({ box, arrangement }: { box: Box; arrangement: Arrangement }) {
  const { x, y, w, h } = box;
  const pad = Math.min(3, h / 5);
  const lines = (lx: number, ly: number, lw: number, lh: number, light = false) => {
    const rows = Math.max(1, Math.min(3, Math.floor(lh / 5)));
    return Array.from({ length: rows }, (_, i) => (
      <rect
        key={i}
        x={lx}
        y={ly + i * 5}
        width={i === 0 ? lw : lw * 0.7}
        height={i === 0 ? 2.4 : 1.6}
        rx={0.8}
        className={light ? styles.lightText : styles.text}
      />
    ));
  };
  const button = (bx: number, by: number, bw: number) => (
    <rect x={bx} y={by} width={bw} height={Math.min(4, h / 3)} rx={1} className={styles.button} />
  );
  if (arrangement === 'row' || h < 12) {
    return (
      <>
        {lines(x + pad + 2, y + h / 2 - 1.2, w * 0.45, 2)}
        {button(x + w * 0.62, y + h / 2 - Math.min(4, h / 3) / 2, w * 0.28)}
      </>
    );
  }
  if (arrangement === 'cover') {
    return (
      <>
        <rect x={x} y={y} width={w} height={h} rx={1.5} className={styles.image} />
        {lines(x + w * 0.2, y + h * 0.35, w * 0.6, h * 0.3, true)}
        {button(x + w * 0.3, y + h * 0.68, w * 0.4)}
      </>
    );
  }
  if (arrangement === 'split' || arrangement === 'split-end') {
    const imageX = arrangement === 'split' ? x : x + w * 0.55;
    const textX = arrangement === 'split' ? x + w * 0.45 + pad : x + pad;
    return (
      <>
        <rect x={imageX} y={y} width={w * 0.45} height={h} className={styles.image} />
        {lines(textX, y + h * 0.2, w * 0.45 - pad * 2, h * 0.4)}
        {button(textX, y + h * 0.7, w * 0.45 - pad * 2)}
      </>
    );
  }
  const textTop = arrangement === 'top' ? y + h * 0.45 : y + h * 0.22;
  return (
    <>
      {arrangement === 'top' && <rect x={x} y={y} width={w} height={h * 0.38} className={styles.image} />}
      {lines(x + w * 0.18, textTop, w * 0.64, h * 0.3)}
      {button(x + w * 0.25, y + h * 0.76, w * 0.5)}
    </>
  );
}

/** The page behind: a few grey lines of text, as a site's page. */
function PageLines({ from = TOP + 6, to = H - 4 }: { from?: number; to?: number }) {
  const rows: ReactNode[] = [];
  for (let y = from, i = 0; y < to; y += 7, i++)
    rows.push(
      <rect key={y} x={8} y={y} width={i % 3 === 2 ? 52 : 80} height={2.4} rx={1} className={styles.page} />,
    );
  return <>{rows}</>;
}

/** A game's picture in its box: the wheel, a scratch ticket or a gift box. */
function Game({ box, format }: { box: Box; format: number }) {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.45;
  const r = Math.min(box.w, box.h) * 0.32;
  if (format === 3)
    return (
      <g>
        {[0, 1, 2, 3, 4, 5].map((i) => {
          const a = (i * Math.PI) / 3;
          const b = ((i + 1) * Math.PI) / 3;
          return (
            <path
              key={i}
              d={`M${cx} ${cy}L${cx + r * Math.sin(a)} ${cy - r * Math.cos(a)}A${r} ${r} 0 0 1 ${cx + r * Math.sin(b)} ${cy - r * Math.cos(b)}Z`}
              className={i % 2 ? styles.button : styles.image}
            />
          );
        })}
        <rect
          x={box.x + box.w * 0.25}
          y={box.y + box.h * 0.82}
          width={box.w * 0.5}
          height={3}
          rx={1}
          className={styles.button}
        />
      </g>
    );
  if (format === 2)
    return (
      <>
        <rect
          x={cx - r * 1.4}
          y={cy - r * 0.7}
          width={r * 2.8}
          height={r * 1.4}
          rx={2}
          className={styles.image}
        />
        <path d={`M${cx - r} ${cy}q${r / 2} -${r / 2} ${r} 0t${r} 0`} className={styles.scratch} />
      </>
    );
  return (
    <>
      <rect x={cx - r} y={cy - r * 0.5} width={r * 2} height={r * 1.5} rx={1} className={styles.button} />
      <rect
        x={cx - r * 1.15}
        y={cy - r * 0.85}
        width={r * 2.3}
        height={r * 0.5}
        rx={1}
        className={styles.image}
      />
      <rect x={cx - r * 0.15} y={cy - r * 0.85} width={r * 0.3} height={r * 1.85} className={styles.ribbon} />
    </>
  );
}

/**
 * A small drawing of a format's layout: a browser window (a phone for mobile formats) with the
 * popup where it shows, at about its size, over a dimmed page when it covers it. Decorative: the
 * format's name is beside it.
 */
export function FormatPicture({ type, format }: { type: string; format: number }) {
  const mobile = type === 'mobile';
  const inline = type === 'embedded' || type === 'content';
  const placement = mobile ? mobilePlacement(format) : popupPlacement(type, undefined, format);
  const box = inline ? inlineBox(type, format) : mobile ? mobileBox(format) : boxOf(type, format, placement);
  const covers = ['lightbox', 'fullpage', 'gamified', 'mobile'].includes(type);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={styles.picture} aria-hidden="true" focusable="false">
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={3} className={styles.window} />
      <rect x={0.5} y={0.5} width={W - 1} height={TOP} rx={3} className={styles.bar} />
      {[4, 8, 12].map((cx) => (
        <circle key={cx} cx={cx} cy={4.5} r={1.3} className={styles.dot} />
      ))}
      {inline ? <PageLines to={box.y - 2} /> : <PageLines />}
      {inline && <PageLines from={box.y + box.h + 5} />}
      {covers && placement !== 'fullpage' && (
        <rect x={0.5} y={TOP} width={W - 1} height={H - TOP - 0.5} className={styles.backdrop} />
      )}
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={1.5} className={styles.popup} />
      {type === 'gamified' ? (
        <Game box={box} format={format} />
      ) : (
        <Inside box={box} arrangement={presetArrangement(type, format)} />
      )}
    </svg>
  );
}

/** Mobile formats on a phone-shaped page: card, bottom sheet, top banner, full screen, button bar. */
function mobilePlacement(format: number): Placement {
  return (['center', 'bottom', 'top', 'fullpage', 'bottom'] as const)[format - 1] ?? 'center';
}

/** Mobile formats fill a phone's width: their box as a share of the window. */
function mobileBox(format: number): Box {
  const boxes: Box[] = [
    { x: 28, y: TOP + 6, w: 40, h: 44 },
    { x: 0, y: H - 26, w: W, h: 26 },
    { x: 0, y: TOP, w: W, h: 10 },
    { x: 0, y: TOP, w: W, h: H - TOP },
    { x: 0, y: H - 9, w: W, h: 9 },
  ];
  return boxes[format - 1] ?? boxes[0]!;
}

/** An embedded form or content locker: a box in the flow of the page's text. */
function inlineBox(type: string, format: number): Box {
  const banner = (type === 'content' && format === 3) || (type === 'embedded' && format === 2);
  const h = banner ? 12 : 22;
  return { x: 8, y: TOP + 13, w: 80, h };
}
