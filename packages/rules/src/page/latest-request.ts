/**
 * Race-free refreshing of a list: each request gets a token and only the answer to the latest
 * request is applied, however late or out of order the answers arrive (Elementor's loop filter
 * applies whichever answer comes last, so a slow older answer can overwrite a newer choice).
 */
export interface RefreshLedger {
  /** The token of the latest request sent; 0 before any. */
  latest: number;
  /** Whether the latest request is still waiting for its answer (the overlay shows). */
  loading: boolean;
}

export const IDLE_LEDGER: RefreshLedger = { latest: 0, loading: false };

/** Sends a request: its token (greater than every earlier one) and the ledger with loading on. */
export function startRefresh(ledger: RefreshLedger): { ledger: RefreshLedger; token: number } {
  const token = ledger.latest + 1;
  return { ledger: { latest: token, loading: true }, token };
}

/**
 * What to do with the answer to request `token`: `apply` only for a successful answer to the
 * latest request (its markup replaces the list). The latest request's answer, success or failure,
 * ends the loading state; a failure leaves the list as it was. Any older answer changes nothing.
 */
export function settleRefresh(
  ledger: RefreshLedger,
  token: number,
  ok: boolean,
): { ledger: RefreshLedger; apply: boolean } {
  if (token !== ledger.latest) return { ledger, apply: false };
  return { ledger: { latest: ledger.latest, loading: false }, apply: ok };
}
