import { describe, expect, it } from 'vitest';
import { visibleSections } from './site-sections.ts';

const names = (...args: Parameters<typeof visibleSections>) =>
  visibleSections(...args).map(([, name]) => name);

describe('a site’s sections in the sidebar', () => {
  it('shows a plain website only its popups and leads, media, integrations and settings', () => {
    expect(names({ shop: false, wix: false }, '')).toEqual([
      'Popups and leads',
      'Media library',
      'Integrations',
      'Settings',
    ]);
  });

  it('adds pages, content and coupons for a site with a shop, and Wix products for a Wix store', () => {
    expect(names({ shop: true, wix: false }, '')).toEqual([
      'Popups and leads',
      'Pages',
      'Content',
      'Coupons',
      'Media library',
      'Integrations',
      'Settings',
    ]);
    expect(names({ shop: false, wix: true }, '')).toContain('Wix products');
  });

  it('keeps the open section listed, and the common ones while the answer is not in', () => {
    expect(names({ shop: false, wix: false }, '/coupons')).toContain('Coupons');
    expect(names(null, '/content/collections/x')).toEqual([
      'Popups and leads',
      'Content',
      'Media library',
      'Integrations',
      'Settings',
    ]);
  });
});
