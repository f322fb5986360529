import type { LoaderEnv } from '../env.ts';

/** Class names ad blockers hide on sight. */
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';
/** Ad blockers hide the bait within a frame or two; a little longer covers slow devices. */
const SETTLE_MS = 120;

/**
 * Whether the visitor runs an ad blocker (`display_if_adblock_active`): a bait element with
 * ad-like class names is put in the page for a moment; a blocker removes or hides it.
 */
export function detectAdblock(env: LoaderEnv): Promise<boolean> {
  const { document, window } = env;
  const bait = document.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.innerHTML = '&nbsp;';
  document.body.appendChild(bait);
  return new Promise((resolve) => {
    env.setTimeout(() => {
      let blocked = !bait.isConnected;
      try {
        const style = window.getComputedStyle(bait);
        blocked ||= style.display === 'none' || style.visibility === 'hidden';
      } catch {
        // Unreadable style: judge by presence alone.
      }
      bait.remove();
      resolve(blocked);
    }, SETTLE_MS);
  });
}
