/** @jsxImportSource preact */
import { coveredPercent, scratchRevealed } from '@hookline/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import { paintScratchSurface } from './scratch-surface.ts';

/** The scratching finger or cursor clears a stroke this wide (CSS px). */
const STROKE = 46;
/** Every 6th pixel is sampled when counting what is still covered: fast, and close enough. */
const SAMPLE_STEP = 6;
/** The Scratch button's strokes, one every 90 ms (keyboard and one-step visitors scratch too). */
const AUTO_STROKE_MS = 90;
const AUTO_STROKES = 9;

export interface ScratchCardProps {
  label: string;
  code: string;
  win: boolean;
  /** The surface takes no strokes yet (the form comes first and is not sent). */
  locked: boolean;
  /** Scratch the card for the visitor (the Scratch button, or play after the form). */
  autoScratch: boolean;
  /** At most half of the card is still covered: the rest is cleared and the result follows. */
  onRevealed(): void;
  /** Phones: the page behind does not scroll while the visitor scratches (spec section 4). */
  lockScroll: boolean;
  later(run: () => void, ms: number): void;
  hint: string;
}

/**
 * The scratch card (format_2): the prize under a silver surface drawn on a canvas. A mouse drag or a
 * finger clears strokes; once half or less of it is still covered (spec section 4) the rest fades
 * away and the game's result follows.
 */
export function ScratchCard(props: ScratchCardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const done = useRef(false);
  const [revealed, setRevealed] = useState(false);

  const context = () => canvas.current?.getContext('2d') ?? null;

  const check = () => {
    const element = canvas.current;
    const drawing = context();
    if (done.current || !element || !drawing) return;
    const data = drawing.getImageData(0, 0, element.width, element.height).data;
    const covered = coveredPercent(data, SAMPLE_STEP);
    element.setAttribute('data-covered', String(Math.round(covered)));
    if (!scratchRevealed(covered)) return;
    done.current = true;
    setRevealed(true);
    props.onRevealed();
  };

  const stroke = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const drawing = context();
    const element = canvas.current;
    if (!drawing || !element) return;
    const ratio = element.width / Math.max(1, element.clientWidth);
    drawing.globalCompositeOperation = 'destination-out';
    drawing.lineCap = 'round';
    drawing.lineJoin = 'round';
    drawing.lineWidth = STROKE * ratio;
    drawing.beginPath();
    drawing.moveTo(from.x * ratio, from.y * ratio);
    drawing.lineTo(to.x * ratio + 0.01, to.y * ratio);
    drawing.stroke();
  };

  useEffect(() => {
    const element = canvas.current;
    if (element) paintScratchSurface(element, props.hint);
  }, []);

  useEffect(() => {
    if (!props.lockScroll) return;
    const root = canvas.current?.ownerDocument.documentElement;
    const body = canvas.current?.ownerDocument.body;
    const before = [root?.style.overflow ?? '', body?.style.overflow ?? ''] as const;
    root?.style.setProperty('overflow', 'hidden');
    body?.style.setProperty('overflow', 'hidden');
    return () => {
      root?.style.setProperty('overflow', before[0]);
      body?.style.setProperty('overflow', before[1]);
    };
  }, [props.lockScroll]);

  useEffect(() => {
    const element = canvas.current;
    if (!props.autoScratch || !element || done.current) return;
    const width = element.clientWidth;
    const height = element.clientHeight;
    // A zigzag from corner to corner, a stroke at a time.
    for (let index = 0; index < AUTO_STROKES; index++) {
      props.later(
        () => {
          const y = (height * (index + 0.5)) / AUTO_STROKES;
          const from = { x: index % 2 ? width - 10 : 10, y: y - height / AUTO_STROKES / 2 };
          stroke(from, { x: index % 2 ? 10 : width - 10, y });
          check();
        },
        AUTO_STROKE_MS * (index + 1),
      );
    }
  }, [props.autoScratch]);

  const position = (event: PointerEvent) => {
    const box = (event.currentTarget as HTMLCanvasElement).getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  return (
    <div class="hl-scratch" data-revealed={revealed ? '' : undefined}>
      <div class={props.win ? 'hl-scratch-prize' : 'hl-scratch-prize hl-scratch-lost'}>
        <strong>{props.label}</strong>
        {props.code && <span class="hl-scratch-code">{props.code}</span>}
      </div>
      <canvas
        ref={canvas}
        class="hl-scratch-surface"
        data-locked={props.locked ? '' : undefined}
        aria-hidden="true"
        onPointerDown={(event) => {
          if (props.locked || done.current) return;
          (event.currentTarget as HTMLCanvasElement).setPointerCapture?.(event.pointerId);
          last.current = position(event);
          stroke(last.current, last.current);
        }}
        onPointerMove={(event) => {
          if (!last.current) return;
          const next = position(event);
          stroke(last.current, next);
          last.current = next;
        }}
        onPointerUp={() => {
          last.current = null;
          check();
        }}
        onPointerCancel={() => {
          last.current = null;
          check();
        }}
      />
    </div>
  );
}
