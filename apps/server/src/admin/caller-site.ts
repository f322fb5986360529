import type { FastifyRequest } from 'fastify';
import { findAccountSite, type AccountSite, type Db } from '@hookline/db';
import { ZSiteParams } from '@hookline/schema';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';

/**
 * The site of the route's `:clientId`, when it belongs to the caller's account; another account's
 * site answers 404 as if it did not exist.
 */
export async function callerSite(db: Db, request: FastifyRequest): Promise<AccountSite> {
  const { account } = sessionOf(request);
  const params = request.params as { clientId?: unknown };
  const { clientId } = parse(ZSiteParams, { clientId: params.clientId }, 'client id');
  const site = await findAccountSite(db, account.id, clientId);
  if (!site) throw notFound(`Site ${clientId}`);
  return site;
}
