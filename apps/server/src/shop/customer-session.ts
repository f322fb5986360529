import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCustomerBySession, type Db } from '@hookline/db';
import { CUSTOMER_COOKIE, customerTokenHash, rememberCustomer } from './cookies.ts';

/** The logged-in shop customer of this request, or null. */
export async function findCustomer(db: Db, request: FastifyRequest) {
  const hash = customerTokenHash(request);
  return hash ? findCustomerBySession(db, hash) : null;
}

/**
 * Finds the logged-in customer of each request that carries a customer cookie (outside the
 * dashboard's API), so that its cart is the customer's saved cart (`cartTokenHash`).
 */
export function customerCartHook(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!request.cookies[CUSTOMER_COOKIE] || request.url.startsWith('/api/admin')) return;
    const customer = await findCustomer(db, request);
    if (customer) rememberCustomer(request, customer.id);
  });
}
