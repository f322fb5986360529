import type { FastifyInstance } from 'fastify';
import { ZShopImageParams } from '@hookline/schema';
import { parse } from '../http/parse.ts';
import { productPicture } from './product-art.ts';
import { scenePicture } from './scene-pictures.ts';

/** Pictures kept drawn, by hue, size and label (the oldest is dropped past this many). */
const KEPT = 500;
const drawn = new Map<string, string>();

/**
 * The picture for a hue, size and label (without `.svg`), drawn once and kept: a drawing of the
 * product in its colour (`product-art.ts`) when the label names a product, a collection or the hero;
 * otherwise the label's scene or a still life in the hue (`scene-pictures.ts`).
 */
export function demoPicture(hue: number, size: number, label: string): string {
  const key = `${hue}/${size}/${label}`;
  const kept = drawn.get(key);
  if (kept) return kept;
  const svg = productPicture(label, size) ?? scenePicture(label, hue, size);
  if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, svg);
  return svg;
}

/**
 * The demo catalogue's and demo pages' pictures at the size the path asks for, so that gallery,
 * large and thumbnail images have real, differing pixel sizes.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/shop-images/:hue/:size/:label', async (request, reply) => {
    const { hue, size, label } = parse(ZShopImageParams, request.params, 'image');
    const svg = demoPicture(hue, size, label.replace(/\.svg$/, ''));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
