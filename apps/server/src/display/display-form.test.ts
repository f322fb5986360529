import { describe, expect, it } from 'vitest';
import { parse as parseForm } from 'fast-querystring';
import { ZDisplayRequest } from '@hookline/schema';
import { parse } from '../http/parse.ts';
import { displayFuzzTargets } from '../fuzz/display-targets.ts';
import { fuzzRequest } from '../fuzz/fuzz-request.ts';
import { NASTY_STRINGS, Rng, formEncode, mutate } from '../fuzz/fuzz-inputs.ts';
import { displayForm, plainDisplayForm } from './display-form.ts';

/** What reading a body gives: the body, or the refusal's status and message. */
function outcome(read: () => unknown): unknown {
  try {
    return { body: read() };
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return { statusCode, message };
  }
}

/** The schema's reading, as the display call read every body before the hand-written parser. */
const bySchema = (text: string) => outcome(() => parse(ZDisplayRequest, parseForm(text)));
const byParser = (text: string) => outcome(() => displayForm(text));

const ids = {
  clientId: 'abcdefghijklmnop',
  popupId: 'abcdefghijklm',
  viewerId: 'abcdefghijklm',
  productId: '1',
  variableProductId: '2',
  productSlug: 'shirt',
};
const displayTarget = displayFuzzTargets(ids).find((target) => target.route === '/api/display/:clientId')!;

/** Every plain field the visitor script sends, so that mutations reach each of them. */
const FULL = {
  domain: 'shop.example.com',
  referrer: 'https://www.google.com/',
  previous_url: 'http://localhost/a',
  cookies: '{"poptin_user_id":"abc"}',
  triggers: 'exit',
  cc: 'US',
  poptin_forms_id: '1,2',
  if_mobile: '1',
  page_title: 'Home page',
  origin_landing_page: 'http://localhost/',
  if_page_refreshed: 'false',
  poptin_viewed_url: 'http://localhost/',
  previous_visited_pages: '/a,/b',
  all_visited_pages: '/a',
  store_integration: 'hookline',
  store_integration_customer_id: 'cust_1@x',
  cart_total_items: '2',
  cart_total_price: '30.00',
  cancel_visitor_count: '0',
  converted_email: 'a@b.example',
};

describe('the display call form parser', () => {
  it('reads every body of the fuzz corpus exactly as the schema does', () => {
    let plain = 0;
    for (let seed = 1; seed <= 4000; seed++) {
      const rng = new Rng(seed);
      const request = fuzzRequest(rng, displayTarget, '');
      const text = typeof request.payload === 'string' ? request.payload : formEncode(mutate(rng, FULL));
      expect(byParser(text), `seed ${seed}: ${text.slice(0, 200)}`).toEqual(bySchema(text));
      const full = formEncode(mutate(rng, FULL));
      expect(byParser(full), `seed ${seed} (full): ${full.slice(0, 200)}`).toEqual(bySchema(full));
      if (plainDisplayForm(full)) plain++;
    }
    // The corpus reaches the plain reading, not only the schema's.
    expect(plain).toBeGreaterThan(500);
  });

  it('reads the nasty strings as keys, values and whole bodies as the schema does', () => {
    for (const nasty of NASTY_STRINGS) {
      for (const text of [
        nasty,
        `domain=${nasty}`,
        `domain=x&${nasty}=1`,
        `domain=x&page_title=${encodeURIComponent(nasty.replace(/[\ud800-\udfff]/g, 'x'))}`,
      ]) {
        expect(byParser(text), text.slice(0, 80)).toEqual(bySchema(text));
      }
    }
  });

  it.each([
    ['repeated keys', 'domain=a&domain=b'],
    ['a repeated plain field', 'domain=a&page_title=x&page_title=y'],
    ['percent-encoding', 'domain=shop.example.com&page_title=Caf%C3%A9%20%26%20more'],
    ['an encoded key', 'dom%61in=shop.example.com'],
    ['a plus as a space', 'domain=a&page_title=Summer+sale+%2B+more'],
    ['a plus in a key', 'domain=a&page+title=x'],
    ['empty values', 'domain=a&page_title=&if_mobile=&cc='],
    ['an empty domain', 'domain=&page_title=x'],
    ['no domain', 'page_title=x'],
    ['an empty body', ''],
    ['a key without a value', 'domain=a&if_mobile'],
    ['empty parts', 'domain=a&&page_title=x&'],
    ['an equals sign in a value', 'domain=a&referrer=https://x.example/?a=b=c'],
    ['a bad percent sequence', 'domain=a&page_title=100%'],
    ['invalid UTF-8', 'domain=a&page_title=%C3%28'],
    ['an encoded surrogate', 'domain=a&page_title=%ED%A0%80'],
    ['an encoded NUL', 'domain=a&page_title=a%00b'],
    ['a value over its limit', `domain=a&cc=${'x'.repeat(9)}`],
    ['a value at its limit', `domain=a&cc=${'x'.repeat(8)}`],
    ['an oversize body', `domain=a&previous_visited_pages=${'p'.repeat(20_001)}`],
    ['a long domain', `domain=${'d'.repeat(254)}`],
    ['a bad flag', 'domain=a&if_mobile=yes'],
    ['an unknown store', 'domain=a&store_integration=magento'],
    ['a bad customer id', 'domain=a&store_integration_customer_id=a%20b'],
    ['an unknown key', 'domain=a&tz=UTC'],
    ['a prototype key', 'domain=a&__proto__=x'],
    ['a constructor key', 'domain=a&constructor=x'],
    ['a preview id', 'domain=a&preview_poptin_id=abcdefghijklm'],
    ['a Wix cart', 'domain=a&store_integration=wix&wix_cart_details=%7B%7D'],
  ])('%s: the same result as the schema', (_name, text) => {
    expect(byParser(text)).toEqual(bySchema(text));
  });

  it('reads the visitor script plain body itself, without the schema', () => {
    const text = 'domain=shop.example.com&page_title=Caf%C3%A9+%26+more&if_mobile=1&referrer=';
    expect(plainDisplayForm(text)).toEqual({
      domain: 'shop.example.com',
      page_title: 'Café & more',
      if_mobile: '1',
      referrer: '',
    });
    // Not plain: the schema reads it, and refuses it as before.
    expect(plainDisplayForm('domain=a&domain=b')).toBeNull();
    expect(byParser('domain=a&domain=b')).toMatchObject({ statusCode: 400 });
  });
});
