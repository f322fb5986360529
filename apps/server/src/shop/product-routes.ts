import type { FastifyInstance } from 'fastify';
import { addReview, findProduct, listReviews, listVariations, type Db } from '@hookline/db';
import {
  ZAttributes,
  ZGetVariationRequest,
  ZProductReviewRequest,
  ZReviewerEmail,
  ZShopProductParams,
  attributesOf,
  type TGetVariationResponse,
  type TProductReviewCreatedResponse,
  type TProductReviewsResponse,
} from '@hookline/schema';
import { findMatchingVariations, type ShopConfig } from '@hookline/shop';
import { HttpError, notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { productUrl } from './cart-service.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson, fromHtmlForm } from './http.ts';
import { productAttributes, review, variationRecord } from './records.ts';

/** get_variation and a product's reviews. */
export async function productRoutes(
  app: FastifyInstance,
  db: Db,
  config: ShopConfig,
  cache: CatalogCache,
): Promise<void> {
  const base = config.apiBase;

  // The variation matching the chosen attributes, or `false` for no match (WooCommerce's answer).
  app.post(
    `${base}/get_variation`,
    { preValidation: formOrJson },
    async (request): Promise<TGetVariationResponse> => {
      const body = parse(ZGetVariationRequest, request.body);
      const chosen = parse(ZAttributes, attributesOf(request.body), 'attributes');
      const detail = await findProduct(db, { id: body.product_id });
      if (!detail || detail.product.type !== 'variable')
        throw notFound(`Variable product ${body.product_id}`);
      const attributes = productAttributes(detail);
      if (attributes.some((a) => !chosen[a.name])) return false;
      const { variations, images } = await listVariations(db, detail.product.id);
      const match = findMatchingVariations(variations, chosen)[0];
      return match ? variationRecord(match, detail.product, images) : false;
    },
  );

  app.get(`${base}/products/:id/reviews`, async (request): Promise<TProductReviewsResponse> => {
    const { id } = parse(ZShopProductParams, request.params, 'product id');
    const detail = await findProduct(db, { id });
    if (!detail) throw notFound(`Product ${id}`);
    return {
      reviews: (await listReviews(db, id)).map(review),
      average_rating: detail.averageRating,
      review_count: detail.reviewCount,
    };
  });

  app.post(`${base}/products/:id/reviews`, { preValidation: formOrJson }, async (request, reply) => {
    const { id } = parse(ZShopProductParams, request.params, 'product id');
    const body = parse(ZProductReviewRequest, request.body);
    const detail = await findProduct(db, { id });
    if (!detail) throw notFound(`Product ${id}`);
    const rating = body.rating === '' || body.rating === undefined ? null : body.rating;
    if (rating === null && config.reviewRatingRequired)
      throw new HttpError(400, 'rating_required', 'Please select a rating');
    const customer = await findCustomer(db, request);
    const author = customer ? customer.name || customer.email.split('@')[0]! : (body.author ?? '');
    const email = customer ? customer.email : (body.email ?? '');
    if (!author) throw new HttpError(400, 'invalid_request', 'author: is required');
    if (!ZReviewerEmail.safeParse(email).success)
      throw new HttpError(400, 'invalid_request', 'email: must be an email address');
    const row = await addReview(db, {
      productId: id,
      customerId: customer?.id ?? null,
      author,
      email,
      rating,
      content: body.comment,
    });
    cache.clear(); // the product page and the listings show reviews and ratings
    if (fromHtmlForm(request))
      return reply.redirect(`${productUrl(detail.product.slug)}#comment-${row.id}`, 303);
    return reply.status(201).send({ review: review(row) } satisfies TProductReviewCreatedResponse);
  });
}
