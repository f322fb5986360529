/** @jsxImportSource preact */
import { closeButtonDelayMs } from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { useEffect, useState } from 'preact/hooks';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        stroke-width="2.4"
        stroke-linecap="round"
        fill="none"
      />
    </svg>
  );
}

export interface ControlsProps {
  design: Readonly<Record<string, unknown>>;
  lang: string;
  shownAt: number;
  now(): number;
  onClose(trigger: TCloseTrigger): void;
}

/**
 * The close X (44 px; shown after 100 ms or `poptin_design_show_x_after_sec`) with its note
 * (`poptin_design_show_x_comment`) (spec sections 2 and 4). The Skip button is in the extras chunk.
 */
export function CloseX({
  design,
  shownAt,
  now,
  onClose,
  onShown,
}: Omit<ControlsProps, 'lang'> & { onShown(): void }) {
  const delay = closeButtonDelayMs(design);
  const [shown, setShown] = useState(() => now() - shownAt >= delay);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(
      () => {
        setShown(true);
        onShown();
      },
      Math.max(0, delay - (now() - shownAt)),
    );
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  const note = design.poptin_design_show_x_comment;
  return (
    <>
      {typeof note === 'string' && note.trim() && <p class="hl-note">{note}</p>}
      <button type="button" class="hl-close" aria-label="Close" onClick={() => onClose('cancel_click')}>
        <CloseIcon />
      </button>
    </>
  );
}
