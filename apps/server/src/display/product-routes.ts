import type { FastifyInstance } from 'fastify';
import { recommendedProducts } from '@hookline/rules';
import {
  ZDisplayPopupParams,
  ZProductRecommendationRequest,
  type TBlock,
  type TProductRecommendationResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';

type ProductsBlock = Extract<TBlock, { type: 'products' }>;

/**
 * `POST /api/display/shopify/product-recommendation/{poptin_id}`, JSON (spec section 7): the products
 * of the popup's product block for this visitor (docs/store-integration.md), shaped as Shopify's
 * product JSON. The products are the ones the site owner listed in the block: Hookline holds no
 * token to a store's admin API (docs/decisions.md).
 */
export async function productRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const json = { preValidation: requireContentType('application/json'), bodyLimit: 16 * 1024 };
  app.post('/api/display/shopify/product-recommendation/:popupId', json, async (request) => {
    const { popupId } = parse(ZDisplayPopupParams, request.params, 'popup id');
    const body = parse(ZProductRecommendationRequest, request.body);
    const ref = await ctx.sites.popupByPublicId(popupId);
    const site = ref && (await ctx.sites.site(ref.clientId));
    const popup = site?.popups.find((record) => record.poptin_id === popupId);
    const block = popup
      ? Object.values(popup.content)
          .flatMap((screen) => (typeof screen === 'object' && screen ? screen.blocks : []))
          .find((candidate): candidate is ProductsBlock => candidate.type === 'products')
      : undefined;
    if (!block) throw notFound(`A product block of popup ${popupId}`);
    const products = recommendedProducts(
      block.manual_products,
      body.category,
      body.product_ids,
      body.count,
      body.manual_products,
    );
    const answer: TProductRecommendationResponse = {
      success: true,
      currency: products[0]?.currency ?? 'USD',
      data: {
        products: products.map((product) => ({
          id: Number(product.product_id),
          title: product.title,
          body_html: product.desc,
          handle: product.handle,
          image: product.image ? { src: product.image } : null,
          variants: [
            {
              id: Number(product.variant_id),
              price: product.price.toFixed(2),
              compare_at_price: product.compare_at_price == null ? null : product.compare_at_price.toFixed(2),
              inventory_quantity: product.inventory_quantity ?? null,
            },
          ],
        })),
      },
    };
    return answer;
  });
}
