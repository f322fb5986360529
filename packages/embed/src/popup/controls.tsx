/** @jsxImportSource preact */
import { closeButtonDelayMs } from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import type { ComponentChildren } from 'preact';
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
 * The close X (44 px; shown after 100 ms or `poptin_design_show_x_after_sec`, spec sections 2 and
 * 4), with `children` before it once shown (the extras chunk's note). The Skip button is in the
 * extras chunk.
 */
export function CloseX({
  design,
  shownAt,
  now,
  onClose,
  onShown,
  children,
}: Omit<ControlsProps, 'lang'> & { onShown(): void; children?: ComponentChildren }) {
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
  return (
    <>
      {children}
      <button type="button" class="hl-close" aria-label="Close" onClick={() => onClose('cancel_click')}>
        <CloseIcon />
      </button>
    </>
  );
}
