/**
 * The store columns of a view, close or activity row: `store_integration` and
 * `store_integration_customer_id` as the call sent them ('' stored as none). A Hookline shop
 * customer's views also make their shows follow them across devices (page-builder popups).
 */
export function storeOf(body: { store_integration?: string; store_integration_customer_id?: string }): {
  storeIntegration: string | undefined;
  customerId: string | undefined;
} {
  return {
    storeIntegration: body.store_integration || undefined,
    customerId: (body.store_integration && body.store_integration_customer_id) || undefined,
  };
}
