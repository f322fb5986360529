/** The preview's devices: the window size the popup is shown in. */
export const DEVICES = {
  desktop: { label: 'Desktop', width: 1280, height: 800 },
  mobile: { label: 'Mobile', width: 375, height: 667 },
} as const;
export type Device = keyof typeof DEVICES;

/** Margin the visitor script keeps around a scaled popup (packages/rules popupScale). */
const MARGIN = 16;

/**
 * The scale of a popup inside a window, as the visitor script computes it: shrink to fit with a
 * small margin, never above 1.
 */
export function popupScaleIn(
  popup: { width: number; height: number },
  window: { width: number; height: number },
): number {
  if (!(popup.width > 0 && popup.height > 0)) return 1;
  const room = {
    width: Math.max(window.width - 2 * MARGIN, window.width / 2),
    height: Math.max(window.height - 2 * MARGIN, window.height / 2),
  };
  return Math.min(1, room.width / popup.width, room.height / popup.height);
}

/** How much the whole device frame shrinks to fit the editor's column. */
export const frameScale = (device: Device, columnWidth: number): number =>
  columnWidth > 0 ? Math.min(1, columnWidth / DEVICES[device].width) : 1;
