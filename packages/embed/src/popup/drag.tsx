/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';

/**
 * Lets the visitor drag the dialog by its background (`poptin_design_draggable`): rendered inside
 * the dialog it moves, it draws nothing.
 */
export function Drag({ dialog }: { dialog: { current: HTMLElement | null } }) {
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    let start: { x: number; y: number; left: number; top: number } | null = null;
    let offset = { left: 0, top: 0 };
    const down = (event: PointerEvent) => {
      if ((event.target as Element).closest('input,select,textarea,button,a,label')) return;
      start = { x: event.clientX, y: event.clientY, ...offset };
      box.setPointerCapture?.(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (!start) return;
      offset = { left: start.left + event.clientX - start.x, top: start.top + event.clientY - start.y };
      box.style.translate = `${offset.left}px ${offset.top}px`;
    };
    const up = () => (start = null);
    box.addEventListener('pointerdown', down);
    box.addEventListener('pointermove', move);
    box.addEventListener('pointerup', up);
    return () => {
      box.removeEventListener('pointerdown', down);
      box.removeEventListener('pointermove', move);
      box.removeEventListener('pointerup', up);
    };
  }, []);
  return null;
}
