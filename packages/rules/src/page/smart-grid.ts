import type { DeviceMode } from './devices.ts';

/**
 * Which layout of a smart-grid gallery shows on `device` (spec section 2): on desktop the normal
 * grid; on tablet and mobile the items are copied, in order, into the smart layout and the normal
 * grid is hidden.
 */
export function smartGridLayout(device: DeviceMode): { smartLayout: boolean; normalGridHidden: boolean } {
  const small = device !== 'desktop';
  return { smartLayout: small, normalGridHidden: small };
}
