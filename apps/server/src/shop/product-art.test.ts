import { describe, expect, it } from 'vitest';
import { NAMED_COLOURS, productPicture } from './product-art.ts';

const fill = ([h, s, l]: readonly [number, number, number]) => `fill="hsl(${h} ${s}% ${l}%)"`;

describe('product pictures', () => {
  it('paints a variation in the colour its name says, at the size asked', () => {
    const white = productPicture('everyday-tee-white', 600)!;
    expect(white).toContain('width="600"');
    expect(white).toContain(fill(NAMED_COLOURS.white!));
    expect(white).toContain('<title>everyday tee white</title>');
    expect(productPicture('everyday-tee-black', 100)).toContain(fill(NAMED_COLOURS.black!));
    expect(productPicture('stoneware-mug-speckled', 100)).toContain('fill="#5b4a3a"');
  });

  it('draws every view of a product differently, and the collections and hero as groups', () => {
    const views = [1, 2, 3, 4].map((n) => productPicture(`stoneware-mug-${n}`, 600));
    expect(new Set(views).size).toBe(4);
    expect(productPicture('linen-napkins-4-1', 100)).toBeDefined();
    for (const label of ['ceramics', 'linen', 'coffee', 'apparel', 'home', 'hero'])
      expect(productPicture(label, 800), label).toMatch(/<g transform=.*<g transform=/s);
  });

  it('leaves labels it does not know to the plain picture', () => {
    expect(productPicture('harbour-morning', 900)).toBeUndefined();
    expect(productPicture('everyday-teeth', 900)).toBeUndefined();
  });
});
