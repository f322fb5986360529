import { describe, expect, it } from 'vitest';
import { sanitizeLinkUrl, wrapperLink, type WrapperLinkPlace } from './wrapper-link.ts';

describe('sanitizeLinkUrl', () => {
  it.each([
    ['https://example.com/sale', 'https://example.com/sale'],
    ['http://example.com', 'http://example.com'],
    ['/journal/spring-edit/', '/journal/spring-edit/'],
    ['../lookbook', '../lookbook'],
    ['#newsletter', '#newsletter'],
    ['?e-filter-w-category=news', '?e-filter-w-category=news'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['tel:+441234567', 'tel:+441234567'],
    ['example.com/sale', 'https://example.com/sale'],
    ['shop.example.co.uk:8080/x', 'https://shop.example.co.uk:8080/x'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    [' java\tscript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['vbscript:x', null],
    ['', null],
    ['   ', null],
    [undefined, null],
  ])('%j -> %j', (url, expected) => {
    expect(sanitizeLinkUrl(url)).toBe(expected);
  });
});

describe('wrapperLink', () => {
  const page: WrapperLinkPlace = { editMode: false, insideCarousel: false, insideFilterTemplate: false };
  it.each([
    ['same window', { url: '/journal/' }, page, { href: '/journal/', target: '_self', rel: '' }],
    [
      'new window',
      { url: '/journal/', is_external: 'on' },
      page,
      { href: '/journal/', target: '_blank', rel: 'noopener' },
    ],
    [
      'nofollow',
      { url: 'https://a.example', nofollow: 'on' },
      page,
      { href: 'https://a.example', target: '_self', rel: 'nofollow' },
    ],
    [
      'both',
      { url: 'a.example', is_external: 'on', nofollow: 'on' },
      page,
      { href: 'https://a.example', target: '_blank', rel: 'nofollow noopener' },
    ],
    [
      'switches off',
      { url: '/x', is_external: 'off', nofollow: '' },
      page,
      { href: '/x', target: '_self', rel: '' },
    ],
    ['disabled in edit mode', { url: '/x' }, { ...page, editMode: true }, null],
    ['disabled inside a carousel', { url: '/x' }, { ...page, insideCarousel: true }, null],
    ['disabled inside a filter template', { url: '/x' }, { ...page, insideFilterTemplate: true }, null],
    ['an unsafe address', { url: 'javascript:alert(1)', is_external: 'on' }, page, null],
    ['no address', {}, page, null],
  ])('%s', (_name, settings, place, expected) => {
    expect(wrapperLink(settings, place)).toEqual(expected);
  });
});
