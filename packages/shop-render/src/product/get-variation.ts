import { useRef, useState } from 'react';
import type { TGetVariationResponse } from '@hookline/schema';

/** Asks the shop API for the variation matching a full selection (`get_variation`); `false` for none. */
export async function fetchVariation(
  apiBase: string,
  productId: number,
  chosen: Record<string, string>,
  signal: AbortSignal,
): Promise<TGetVariationResponse> {
  const response = await fetch(`${apiBase}/get_variation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      // The server's cross-site guard: only the shop's own scripts send it.
      'x-hookline-request': '1',
    },
    body: new URLSearchParams({
      ...chosen,
      product_id: String(productId),
      custom_data: '',
    }).toString(),
    signal,
  });
  return (await response.json()) as TGetVariationResponse;
}

/**
 * The variation form's get_variation requests, one at a time: a new one aborts the one before
 * (whose answer is then dropped), and `blocked` is true while one is out. A failed request is
 * logged and answers nothing.
 */
export function useVariationRequest(apiBase: string, productId: number) {
  const [blocked, setBlocked] = useState(false);
  const request = useRef<AbortController | null>(null);
  const send = async (chosen: Record<string, string>, onAnswer: (body: TGetVariationResponse) => void) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBlocked(true);
    try {
      onAnswer(await fetchVariation(apiBase, productId, chosen, controller.signal));
    } catch (error) {
      if ((error as Error).name !== 'AbortError') console.warn('[hookline] get_variation failed', error);
    } finally {
      if (request.current === controller) setBlocked(false);
    }
  };
  return { blocked, send, abort: () => request.current?.abort() };
}
