import type { FastifyRequest } from 'fastify';
import type { Db } from '@hookline/db';
import type { ContentData } from '@hookline/shop';
import { databaseContentData, type ContentDataOptions } from '@hookline/shop/services';

/**
 * The content seam (`ContentData` of @hookline/shop) over the database for one site and one
 * request, on the server's clock (`databaseContentData` in @hookline/shop/services decides what
 * it reads).
 */
export const siteContentData = (
  db: Db,
  options: Omit<ContentDataOptions, 'now'> & { now?: () => Date },
): ContentData => databaseContentData(db, { now: () => new Date(), ...options });

/** The request's address as the shop serves it: `https://shop.example`. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
