/** Spec section 5: the host page's jQuery must be at least 1.7. */
export const MIN_HOST_JQUERY = [1, 7] as const;

/**
 * Whether the host page's jQuery (its `jQuery.fn.jquery` version text) is older than 1.7, the
 * case where the pixel asks for an upgrade and shows nothing (spec section 8). No jQuery, or a
 * version it cannot read, is not too old.
 */
export function hostJqueryTooOld(version: unknown): boolean {
  const match = typeof version === 'string' ? /^\s*(\d+)\.(\d+)/.exec(version) : null;
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major < MIN_HOST_JQUERY[0] || (major === MIN_HOST_JQUERY[0] && minor < MIN_HOST_JQUERY[1]);
}
