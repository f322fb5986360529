import { widgetsByType } from '@hookline/widgets/server';
import { describe, expect, it } from 'vitest';
import { eventsPage } from '../seed/pages/events.ts';
import { homePage } from '../seed/pages/home.ts';
import { storesPage } from '../seed/pages/stores.ts';
import { journalPage, journalTemplate, lookbookTemplate } from '../seed/pages/templates.ts';
import { widgetsPage } from '../seed/pages/widgets.ts';
import { demoPicture } from './image-routes.ts';
import { productPicture } from './product-art.ts';
import { hasScene, scenePicture } from './scene-pictures.ts';

/** Every demo picture address in the seeded pages and in the widgets' defaults (the galleries' demo pictures, an Image's). */
function demoAddresses(): { hue: number; size: number; label: string }[] {
  const sources = [homePage, widgetsPage, journalPage, journalTemplate, lookbookTemplate, storesPage, eventsPage];
  const text = JSON.stringify([sources, [...widgetsByType.values()].map((w) => w.defaultProps)]);
  return [...text.matchAll(/\/shop-images\/(\d+)\/(\d+)\/([a-z0-9-]+)\.svg/g)].map((m) => ({
    hue: Number(m[1]),
    size: Number(m[2]),
    label: m[3]!,
  }));
}

describe('the demo pages’ pictures', () => {
  it('draws every picture the seeded pages and the widgets’ defaults use as a product or a scene, never the still life', () => {
    const addresses = demoAddresses();
    const labels = new Set(addresses.map((a) => a.label));
    for (const label of ['harbour-morning', 'citrus-on-the-table', 'workshop-bench', 'hero', 'ceramics'])
      expect(labels, label).toContain(label);
    for (const { label } of addresses)
      expect(productPicture(label, 100) !== undefined || hasScene(label), label).toBe(true);
    const scenes = addresses.filter((a) => hasScene(a.label));
    const pictures = scenes.map((a) => demoPicture(a.hue, a.size, a.label));
    expect(new Set(pictures).size).toBe(scenes.length);
    for (const svg of pictures) expect(svg).not.toContain('<circle cx="50" cy="44" r="24"');
  });

  it('tints a scene by the hue, fills the square it is asked for, and keeps what it drew', () => {
    const svg = scenePicture('harbour-morning', 200, 900);
    expect(svg).toContain('width="900" height="900"');
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg).toContain('hsl(200 36% 91%)');
    expect(svg).toContain('<title>harbour morning</title>');
    expect(scenePicture('harbour-morning', 20, 900)).toContain('hsl(20 36% 91%)');
    expect(demoPicture(200, 900, 'harbour-morning')).toBe(demoPicture(200, 900, 'harbour-morning'));
  });

  it('draws an unknown label as a still life in its hue, not a bare shape', () => {
    const svg = scenePicture('a-picture-nobody-drew', 140, 600);
    expect(hasScene('a-picture-nobody-drew')).toBe(false);
    expect(svg).toContain('<title>a picture nobody drew</title>');
    expect(svg).toContain('hsl(140 36% 91%)');
    expect(svg.match(/<g transform=/g)!.length).toBeGreaterThanOrEqual(4);
  });
});
