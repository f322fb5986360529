/**
 * The preview's devices: the window the popup is laid out in, at its real CSS size (the renderer
 * decides from it whether the popup shrinks or reflows, as on a visitor's screen). The phone is an
 * iPhone 14's 390x844.
 */
export const DEVICES = {
  desktop: { label: 'Desktop', width: 1280, height: 800 },
  mobile: { label: 'Mobile', width: 390, height: 844 },
} as const;
export type Device = keyof typeof DEVICES;

/**
 * How much the whole device frame shrinks to fit the editor's column: a desktop window always
 * shrinks; the phone keeps its real width wherever the column is wide enough.
 */
export const frameScale = (device: Device, columnWidth: number): number =>
  columnWidth > 0 ? Math.min(1, columnWidth / DEVICES[device].width) : 1;
