import { useEffect, type RefObject } from 'react';

/**
 * The lightbox's keys: Escape closes, the arrows step through the images (when there are several),
 * and Tab keeps focus inside the dialog, going round from its last control to its first.
 */
export function useLightboxKeys(
  dialog: RefObject<HTMLDivElement | null>,
  options: { count: number; go(step: number): void; onClose(): void },
): void {
  const { count, go, onClose } = options;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight' && count > 1) go(1);
      else if (event.key === 'ArrowLeft' && count > 1) go(-1);
      else if (event.key === 'Tab' && dialog.current) {
        const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button, a[href]')];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
}
