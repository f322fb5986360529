import { fillDynamicText, type CalendarDay } from '@hookline/rules';
import type { TBlock, TPopupContent, TScreen } from '@hookline/schema';
import { storeAdapterOf } from '../store/registry.ts';
import type { MountPopupOptions } from './contract.ts';

/**
 * The dynamic text chunk (lazy: only content with double-brace tags loads it): gathers what the
 * tags read from the page (query parameters, element text) and fills every text of the content.
 */
export interface PageFacts {
  window: Window;
  document: Document;
  now: number;
  lang: string;
  country?: string | undefined;
  shopify?: { threshold?: string; gap?: string } | undefined;
}

function localDay(now: number): CalendarDay {
  const date = new Date(now);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A filler for one page view. */
export function textFiller(facts: PageFacts): (text: string) => string {
  const query = new URLSearchParams(facts.window.location.search);
  return (text) =>
    fillDynamicText(text, {
      today: localDay(facts.now),
      lang: facts.lang,
      country: facts.country,
      shopify: facts.shopify,
      queryParam: (name) => query.get(name),
      elementText: (selector) => {
        try {
          return facts.document.querySelector(selector)?.textContent ?? null;
        } catch {
          return null;
        }
      },
    });
}

function fillBlock(block: TBlock, fill: (text: string) => string): TBlock {
  switch (block.type) {
    case 'heading':
    case 'text':
      return { ...block, text: fill(block.text) };
    case 'button':
      return { ...block, label: fill(block.label), ...(block.url ? { url: fill(block.url) } : {}) };
    case 'coupon':
      return { ...block, code: fill(block.code) };
    case 'html':
      return { ...block, html: fill(block.html) };
    case 'fields':
      return {
        ...block,
        fields: block.fields.map((field) => ({
          ...field,
          placeholder: fill(field.placeholder),
          ...(field.label ? { label: fill(field.label) } : {}),
          ...(field.default_value !== undefined ? { default_value: fill(field.default_value) } : {}),
        })),
      };
    default:
      return block;
  }
}

const fillScreen = (screen: TScreen | undefined, fill: (text: string) => string) =>
  screen && { blocks: screen.blocks.map((block) => fillBlock(block, fill)) };

/** The content with its tags filled. */
export function fillContent(content: TPopupContent, fill: (text: string) => string): TPopupContent {
  // Every screen: the main and thank-you ones and a game's result screens, with their phone variants.
  const filled = { ...content } as Record<string, unknown>;
  for (const [key, screen] of Object.entries(content))
    if (typeof screen === 'object') filled[key] = fillScreen(screen, fill);
  return filled as TPopupContent;
}

/** The content with its tags filled for a popup the visitor script shows on this page. */
export function fillForPage(content: TPopupContent, options: MountPopupOptions): TPopupContent {
  return fillContent(
    content,
    textFiller({
      window: options.window,
      document: options.document,
      now: options.now(),
      lang: options.popup.lang,
      country: options.country,
      shopify: options.shopifyDiscount ?? storeDiscount(options),
    }),
  );
}

/**
 * `{{shpfy_thres}}` and `{{shpfy_gap}}` on a store (spec section 3): the design's threshold
 * (`shpfy_thres`) and what the cart still lacks to reach it (0 once reached), with two decimals.
 * Undefined on a page that is not a store, or without a threshold.
 */
function storeDiscount(options: MountPopupOptions): { threshold: string; gap: string } | undefined {
  const threshold = options.popup.design.shpfy_thres;
  if (typeof threshold !== 'number' || !Number.isFinite(threshold)) return undefined;
  const cart = storeAdapterOf(options.window)?.currentCart();
  if (!cart) return undefined;
  return { threshold: threshold.toFixed(2), gap: Math.max(0, threshold - cart.total).toFixed(2) };
}
