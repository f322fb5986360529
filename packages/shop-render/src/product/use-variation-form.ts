import { useEffect, useRef, useState } from 'react';
import type { TVariationRecord } from '@hookline/schema';
import { chosenCount, findMatchingVariations, type ProductAttribute } from '@hookline/shop';
import { useVariationRequest } from './get-variation.ts';
import { TEXTS, VARIATION_TIMING } from './texts.ts';
import { useVariationQuantity } from './use-variation-quantity.ts';
import { buttonStateOf, pruneChoices, selectOptions } from './variation-choices.ts';

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
  /** Full selections the shop answered no variation for (fetched variations): their options stay disabled. */
  const [missing, setMissing] = useState<Record<string, string>[]>([]);
  const [showReset, setShowReset] = useState(false);
  const [detailsVisible, setDetailsVisible] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const quantity = useVariationQuantity(input.minQty);
  const loading = useRef(true);
  const latest = useRef(chosen);
  latest.current = chosen;
  const lookup = useVariationRequest(input.apiBase, input.productId);
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
    quantity.fitTo(next);
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
    await lookup.send(next, (body) => {
      if (body && typeof body === 'object' && 'variation_id' in body) return found(body);
      setMissing((known) => [...known, next]);
      notFound(duringLoad);
    });
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
    lookup.abort();
    setChosen(Object.fromEntries(attributes.map((a) => [a.name, ''])));
    setVariationId('');
    setNoMatch(false);
    setShowReset(false);
    resetData();
    setAnnouncement(TEXTS.resetAnnouncement);
  };

  return {
    chosen,
    options: selectOptions(attributes, variations, chosen, missing),
    variation,
    variationId,
    noMatch,
    showReset,
    detailsVisible,
    blocked: lookup.blocked,
    announcement,
    quantity: quantity.quantity,
    setQuantity: quantity.setQuantity,
    qty: quantity.qty,
    buttonState: buttonStateOf(variation),
    choose,
    reset,
  };
}
