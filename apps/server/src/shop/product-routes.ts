import type { FastifyInstance } from 'fastify';
import type { Db } from '@hookline/db';
import {
  ZAttributes,
  ZGetVariationRequest,
  ZProductReviewRequest,
  ZShopProductParams,
  attributesOf,
  type TGetVariationResponse,
  type TProductReviewCreatedResponse,
  type TProductReviewsResponse,
} from '@hookline/schema';
import type { ShopConfig } from '@hookline/shop';
import { addProductReview, matchingVariation, productReviews, productUrl } from '@hookline/shop/services';
import { parse } from '../http/parse.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson, fromHtmlForm, shopService } from './http.ts';

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
      return shopService(() => matchingVariation(db, body.product_id, chosen));
    },
  );

  app.get(`${base}/products/:id/reviews`, async (request): Promise<TProductReviewsResponse> => {
    const { id } = parse(ZShopProductParams, request.params, 'product id');
    return shopService(() => productReviews(db, id));
  });

  app.post(`${base}/products/:id/reviews`, { preValidation: formOrJson }, async (request, reply) => {
    const { id } = parse(ZShopProductParams, request.params, 'product id');
    const body = parse(ZProductReviewRequest, request.body);
    const added = await shopService(() =>
      addProductReview(
        db,
        { productId: id, rating: body.rating, comment: body.comment, author: body.author, email: body.email },
        { ratingRequired: config.reviewRatingRequired, reviewer: () => findCustomer(db, request) },
      ),
    );
    cache.clear(); // the product page and the listings show reviews and ratings
    if (fromHtmlForm(request))
      return reply.redirect(`${productUrl(added.productSlug)}#comment-${added.review.id}`, 303);
    return reply.status(201).send({ review: added.review } satisfies TProductReviewCreatedResponse);
  });
}
