import type { FastifyInstance } from 'fastify';
import { ZShopImageParams } from '@hookline/schema';
import { parse } from '../http/parse.ts';
import { productPicture } from './product-art.ts';

/**
 * The demo catalogue's pictures at the size the path asks for, so that gallery, large and thumbnail
 * images have real, differing pixel sizes: a drawing of the product in its colour (`product-art.ts`)
 * when the label names a product, a collection or the hero; otherwise a square in the hue with the label.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/shop-images/:hue/:size/:label', async (request, reply) => {
    const { hue, size, label } = parse(ZShopImageParams, request.params, 'image');
    const drawn = productPicture(label.replace(/\.svg$/, ''), size);
    const text = label.replace(/\.svg$/, '').replace(/-/g, ' ');
    const svg =
      drawn ??
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="hsl(${hue} 45% 62%)"/>
<circle cx="50" cy="44" r="24" fill="hsl(${hue} 40% 82%)"/>
<text x="50" y="88" font-family="sans-serif" font-size="6" text-anchor="middle" fill="#1d1d27">${text}</text>
</svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
