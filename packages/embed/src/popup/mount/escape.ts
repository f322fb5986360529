import {
  closeButtonDelayMs,
  escapeCloses,
  skipSecondsLeft,
  type CloseControl,
  type PopupBox,
} from '@hookline/rules';

/**
 * Whether Escape closes a popup open for `openForMs` (spec section 2, `escapeCloses`): never an
 * embedded popup, one under a content lock or one open less than 800 ms; otherwise when its close
 * control (the Skip button or the X) is ready, unless a page-builder popup switched Escape off
 * (`close_on_escape` false).
 */
export function escapeClosesPopup(
  design: Readonly<Record<string, unknown>>,
  control: CloseControl,
  box: PopupBox,
  openForMs: number,
): boolean {
  const controlReady =
    control === 'skip' ? skipSecondsLeft(design, openForMs) === 0 : openForMs >= closeButtonDelayMs(design);
  return (
    escapeCloses({
      embedded: box.placement === 'inline',
      contentLock: design.poptin_design_content_lock === true,
      openForMs,
      control,
      controlReady,
    }) && design.close_on_escape !== false
  );
}
