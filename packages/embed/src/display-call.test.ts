import { ZDisplayRequest } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { displayRequestFields } from './display-call.ts';
import type { PageContext } from './page/page-context.ts';

const page = (overrides: Partial<PageContext> = {}): PageContext => ({
  domain: 'shop.example.com',
  url: 'https://shop.example.com/products/mug?utm_source=ads',
  referrer: 'https://www.google.com/',
  title: 'Mug | Example shop',
  isMobile: false,
  originLandingPage: 'https://shop.example.com/',
  previousUrl: 'https://shop.example.com/',
  pageRefreshed: false,
  browserLanguage: 'en-US',
  operatingSystem: 'Mac OS',
  ...overrides,
});

describe('displayRequestFields', () => {
  it('fills the display call fields the API accepts', () => {
    const fields = displayRequestFields(page());
    expect(ZDisplayRequest.parse(fields)).toEqual(fields);
    expect(fields).toEqual({
      domain: 'shop.example.com',
      referrer: 'https://www.google.com/',
      previous_url: 'https://shop.example.com/',
      page_title: 'Mug | Example shop',
      if_mobile: '0',
      origin_landing_page: 'https://shop.example.com/',
      if_page_refreshed: '0',
      poptin_viewed_url: 'https://shop.example.com/products/mug?utm_source=ads',
    });
  });

  it('leaves out empty values and flags a mobile reload', () => {
    const fields = displayRequestFields(
      page({ referrer: '', previousUrl: '', isMobile: true, pageRefreshed: true }),
    );
    expect(fields).not.toHaveProperty('referrer');
    expect(fields).not.toHaveProperty('previous_url');
    expect(fields).toMatchObject({ if_mobile: '1', if_page_refreshed: '1' });
  });

  it('cuts values to the sizes the API accepts', () => {
    const fields = displayRequestFields(
      page({ title: 't'.repeat(900), url: `https://x.example/${'a'.repeat(5000)}` }),
    );
    expect(ZDisplayRequest.safeParse(fields).success).toBe(true);
  });
});
