/** @jsxImportSource preact */
import { extraMessages, skipSecondsLeft } from '@hookline/rules';
import { useEffect, useState } from 'preact/hooks';
import type { ControlsProps } from './controls.tsx';

/** Re-renders four times a second while `running`; the time since `shownAt`. */
function useTimeSince(shownAt: number, now: () => number, running: boolean): number {
  const [elapsed, setElapsed] = useState(() => now() - shownAt);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsed(now() - shownAt), 250);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}

/** The close X's note (`poptin_design_show_x_comment`), shown with the X. */
export function CloseNote({ design }: { design: Readonly<Record<string, unknown>> }) {
  const note = design.poptin_design_show_x_comment;
  return typeof note === 'string' && note.trim() ? <p class="hl-note">{note}</p> : null;
}

/**
 * The Skip button (spec section 4): it counts down from `poptin_design_show_x_after_sec` and is
 * disabled until the count reaches 0; then it closes the popup (`cancel_click`).
 */
export function SkipButton({ design, lang, shownAt, now, onClose }: ControlsProps) {
  const messages = extraMessages(lang);
  const counting = skipSecondsLeft(design, 0) > 0;
  const elapsed = useTimeSince(shownAt, now, counting);
  const left = skipSecondsLeft(design, elapsed);
  return (
    <button
      type="button"
      class="hl-button hl-skip"
      data-skip=""
      disabled={left > 0}
      aria-disabled={left > 0 ? 'true' : undefined}
      onClick={() => left === 0 && onClose('cancel_click')}
    >
      {left > 0 ? messages.skipIn(left) : messages.skip}
    </button>
  );
}
