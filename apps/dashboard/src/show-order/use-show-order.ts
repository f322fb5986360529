import { useState } from 'react';
import type { TShowOrderEntry } from '@hookline/schema';
import { showOrderApi } from '../api/show-order.ts';
import { isApiError } from '../api/client.ts';

/**
 * A site's show order as a page holds it: the order read with the page, and `reorder`, which saves
 * a new one (the popups listed first, in that order) and keeps the server's answer. While a save is
 * on its way `saving` is true; a refusal is said in `error` and the order stays as it was.
 */
export function useShowOrder(clientId: string, loaded: readonly TShowOrderEntry[]) {
  const [order, setOrder] = useState<readonly TShowOrderEntry[]>(loaded);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reorder = async (ids: readonly string[]): Promise<void> => {
    setSaving(true);
    setError(null);
    try {
      setOrder((await showOrderApi.set(clientId, ids)).popups);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The order could not be saved.');
    } finally {
      setSaving(false);
    }
  };
  return { order, saving, error, reorder };
}

export type ShowOrderState = ReturnType<typeof useShowOrder>;
