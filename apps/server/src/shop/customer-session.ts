import type { FastifyRequest } from 'fastify';
import { findCustomerBySession, type Db } from '@hookline/db';
import { customerTokenHash } from './cookies.ts';

/** The logged-in shop customer of this request, or null. */
export async function findCustomer(db: Db, request: FastifyRequest) {
  const hash = customerTokenHash(request);
  return hash ? findCustomerBySession(db, hash) : null;
}
