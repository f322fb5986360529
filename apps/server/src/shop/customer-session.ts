import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCustomerBySession, type Db } from '@hookline/db';
import { CUSTOMER_COOKIE, customerTokenHash, rememberCustomer } from './cookies.ts';

/** The logged-in shop customer of this request, or null. */
export async function findCustomer(db: Db, request: FastifyRequest) {
  const hash = customerTokenHash(request);
  return hash ? findCustomerBySession(db, hash) : null;
}

/**
 * Addresses that never read the shopper's cart: files, the dashboard and its API, the visitor
 * script and its display API. A logged-in customer's page loads a dozen of them; none costs a
 * session lookup.
 */
const NO_CART_PREFIXES = [
  '/shop-assets/',
  '/shop-images/',
  '/media/',
  '/embed/',
  '/pixel.js',
  '/app/',
  '/api/admin',
  '/api/display',
  '/healthz',
];

export const readsCart = (url: string) => !NO_CART_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Finds the logged-in customer of each request that carries a customer cookie and may read the
 * cart, so that its cart is the customer's saved cart (`cartTokenHash`).
 */
export function customerCartHook(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!request.cookies[CUSTOMER_COOKIE] || !readsCart(request.url)) return;
    const customer = await findCustomer(db, request);
    if (customer) rememberCustomer(request, customer.id);
  });
}
