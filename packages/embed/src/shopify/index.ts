/** The Shopify adapter chunk (placeholder: being written). */
export const SHOPIFY_ADAPTER = true;
