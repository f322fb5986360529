import { useEffect, useRef, useState } from 'react';
import type { TGetVariationResponse, TVariationRecord } from '@hookline/schema';
import {
  availableOptions,
  chosenCount,
  clampQuantity,
  findMatchingVariations,
  type AttributeOption,
  type ProductAttribute,
} from '@hookline/shop';
import { TEXTS, VARIATION_TIMING } from './texts.ts';

export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

export interface VariationFormInput {
  productId: number;
  attributes: ProductAttribute[];
  /** Preloaded variations, or false: each full selection is looked up with get_variation. */
  variations: TVariationRecord[] | false;
  apiBase: string;
  /** Choices from the URL (`?attribute_pa_colour=Blue`), checked 100 ms after load. */
  defaults: Record<string, string>;
  minQty: number;
  /** The form found a variation, or lost it (null): the page swaps sku, weight, dimensions, image. */
  onVariation(variation: TVariationRecord | null): void;
}

/** Drops choices that no longer fit the others (preloaded variations only), in attribute order. */
function pruneChoices(
  variations: TVariationRecord[],
  attributes: ProductAttribute[],
  chosen: Record<string, string>,
) {
  const next = { ...chosen };
  for (const attribute of attributes) {
    const value = next[attribute.name] ?? '';
    if (!value) continue;
    const fits = availableOptions(variations, attribute, next).some((o) => o.value === value && o.enabled);
    if (!fits) next[attribute.name] = '';
  }
  return next;
}

/**
 * WooCommerce's variation form as state (spec sections 4, 5 and 9): options narrowed to what fits
 * the other choices, a full selection matched locally or with get_variation, details revealed,
 * quantity clamped, and the add-to-cart button's state.
 */
export function useVariationForm(input: VariationFormInput) {
  const { attributes, variations, defaults } = input;
  const useAjax = variations === false;
  const [chosen, setChosen] = useState<Record<string, string>>(defaults);
  const [variation, setVariation] = useState<TVariationRecord | null>(null);
  const [variationId, setVariationId] = useState('');
  const [noMatch, setNoMatch] = useState(false);
  const [showReset, setShowReset] = useState(false);
  const [detailsVisible, setDetailsVisible] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [quantity, setQuantity] = useState(String(input.minQty));
  const [qty, setQty] = useState<{ min: number; max: number | ''; hidden: boolean }>({
    min: input.minQty,
    max: '',
    hidden: false,
  });
  const loading = useRef(true);
  const latest = useRef(chosen);
  latest.current = chosen;
  const request = useRef<AbortController | null>(null);
  const detailsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onVariation = useRef(input.onVariation);
  onVariation.current = input.onVariation;

  const resetData = () => {
    clearTimeout(detailsTimer.current);
    setVariation(null);
    setDetailsVisible(false);
    onVariation.current(null);
  };

  const found = (next: TVariationRecord) => {
    setVariation(next);
    setVariationId(String(next.variation_id));
    setShowReset(true);
    onVariation.current(next);
    if (next.is_sold_individually === 'yes') {
      setQuantity('1');
      setQty({ min: 1, max: '', hidden: true });
    } else {
      setQuantity((current) => String(clampQuantity(current, next.min_qty, next.max_qty)));
      setQty({ min: next.min_qty, max: next.max_qty, hidden: false });
    }
    clearTimeout(detailsTimer.current);
    detailsTimer.current = setTimeout(() => setDetailsVisible(true), VARIATION_TIMING.detailsDelayMs);
  };

  const notFound = (duringLoad: boolean) => {
    resetData();
    setShowReset(false); // the selection count resets
    if (!duringLoad) setNoMatch(true);
  };

  const check = async (next: Record<string, string>) => {
    const counts = chosenCount(attributes, next);
    if (!counts.count || counts.chosen !== counts.count) {
      resetData();
      setShowReset(counts.chosen > 0);
      return;
    }
    const duringLoad = loading.current;
    if (!useAjax) {
      const match = findMatchingVariations(variations, next)[0];
      if (match) found(match);
      else notFound(duringLoad);
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBlocked(true);
    try {
      const response = await fetch(`${input.apiBase}/get_variation`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          // The server's cross-site guard: only the shop's own scripts send it.
          'x-hookline-request': '1',
        },
        body: new URLSearchParams({
          ...next,
          product_id: String(input.productId),
          custom_data: '',
        }).toString(),
        signal: controller.signal,
      });
      const body = (await response.json()) as TGetVariationResponse;
      if (body && typeof body === 'object' && 'variation_id' in body) found(body);
      else notFound(duringLoad);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') console.warn('[hookline] get_variation failed', error);
    } finally {
      if (request.current === controller) setBlocked(false);
    }
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      // A shopper who already chose has ended the initial load; their choice was checked then.
      if (!loading.current) return;
      void check(latest.current);
      loading.current = false;
    }, VARIATION_TIMING.initialCheckMs);
    return () => clearTimeout(timer);
    // The initial check runs once, on the choices made by then.
  }, []);

  const choose = (name: string, value: string) => {
    let next = { ...chosen, [name]: value };
    if (!useAjax) next = pruneChoices(variations, attributes, next);
    loading.current = false;
    setChosen(next);
    latest.current = next;
    setVariationId('');
    setNoMatch(false);
    setAnnouncement('');
    void check(next);
  };

  const reset = () => {
    request.current?.abort();
    setChosen(Object.fromEntries(attributes.map((a) => [a.name, ''])));
    setVariationId('');
    setNoMatch(false);
    setShowReset(false);
    resetData();
    setAnnouncement(TEXTS.resetAnnouncement);
  };

  const options: Record<string, AttributeOption[]> = Object.fromEntries(
    attributes.map((a) => [
      a.name,
      useAjax ? a.values.map((value) => ({ value, enabled: true })) : availableOptions(variations, a, chosen),
    ]),
  );
  const purchasable =
    !!variation && variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
  const buttonState: ButtonState = !variation ? 'selection-needed' : purchasable ? 'enabled' : 'unavailable';

  return {
    chosen,
    options,
    variation,
    variationId,
    noMatch,
    showReset,
    detailsVisible,
    blocked,
    announcement,
    quantity,
    setQuantity,
    qty,
    buttonState,
    choose,
    reset,
  };
}
