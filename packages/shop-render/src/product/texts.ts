/** The variation form's and reviews' texts (WooCommerce's wording; spec section 8 leaves them open). */
export const TEXTS = {
  noMatchingVariations: 'Sorry, no products matched your selection. Please choose a different combination.',
  makeASelection: 'Please select some product options before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  resetAnnouncement:
    'Your selection has been reset. Please select some product options before adding this product to your cart.',
  requiredRating: 'Please select a rating',
  imageLoadError: 'The image could not be loaded.',
} as const;

/** Variation form timings (spec section 9). */
export const VARIATION_TIMING = { initialCheckMs: 100, detailsDelayMs: 300, slideMs: 200 } as const;
