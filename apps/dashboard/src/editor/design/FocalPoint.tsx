import type { KeyboardEvent, MouseEvent } from 'react';
import styles from './Look.module.css';

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * The image's focal point: the part kept in view when the image is cropped to its frame. A click
 * on the thumbnail sets it; arrow keys move it by 5 %.
 */
export function FocalPoint(props: {
  url: string;
  x: number;
  y: number;
  onChange(x: number, y: number): void;
}) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    props.onChange(
      clamp(((event.clientX - box.left) / box.width) * 100),
      clamp(((event.clientY - box.top) / box.height) * 100),
    );
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-5, 0],
      ArrowRight: [5, 0],
      ArrowUp: [0, -5],
      ArrowDown: [0, 5],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    props.onChange(clamp(props.x + move[0]), clamp(props.y + move[1]));
  };
  return (
    <div className={`${styles.control} ${styles.wide}`}>
      <button
        type="button"
        className={styles.focal}
        style={{ backgroundImage: `url("${encodeURI(props.url)}")` }}
        aria-label={`Focal point: ${props.x}% across, ${props.y}% down. Click the image or use the arrow keys to move it.`}
        onClick={click}
        onKeyDown={key}
      >
        <span className={styles.focalDot} style={{ left: `${props.x}%`, top: `${props.y}%` }} />
      </button>
      <p className={styles.hintText}>Click the part of the image that must stay in view.</p>
    </div>
  );
}
