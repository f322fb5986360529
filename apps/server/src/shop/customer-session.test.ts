import { describe, expect, it } from 'vitest';
import { readsCart } from './customer-session.ts';

describe('which requests look up the logged-in customer (for the saved cart)', () => {
  it('pages, the cart endpoints and checkout do', () => {
    for (const url of [
      '/',
      '/shop',
      '/product/stoneware-mug',
      '/cart',
      '/checkout',
      '/my-account',
      '/api/shop/add_to_cart',
      '/api/shop/cart',
      '/journal/a-post',
    ]) {
      expect(readsCart(url), url).toBe(true);
    }
  });

  it('files, the dashboard and the visitor script do not', () => {
    for (const url of [
      '/shop-assets/shop.css',
      '/shop-images/30/900/hero.svg',
      '/media/0f3a.webp',
      '/embed/chunks/runtime.js',
      '/pixel.js?id=hooklinedemo1',
      '/app/sites/hooklinedemo1',
      '/api/admin/me',
      '/api/display/hooklinedemo1',
      '/healthz',
    ]) {
      expect(readsCart(url), url).toBe(false);
    }
  });
});
