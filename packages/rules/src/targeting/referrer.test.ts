import { describe, expect, it } from 'vitest';
import type { TReferrerRule, TUtmRule } from '@hookline/schema';
import { referrerRuleAllows, trafficSourceOf, utmRuleAllows } from './referrer.ts';

describe('trafficSourceOf', () => {
  it.each([
    ['', 'direct'],
    ['not a url', 'direct'],
    ['https://shop.example/other', 'internal'],
    ['https://www.shop.example/', 'internal'],
    ['https://www.google.co.uk/search?q=x', 'search'],
    ['https://bing.com/', 'search'],
    ['https://search.yahoo.com/', 'search'],
    ['https://yandex.ru/', 'search'],
    ['https://www.baidu.com/s', 'search'],
    ['https://googleblog.example/', 'external'],
    ['https://news.example/story', 'external'],
  ])('%s: %s', (referrer, source) => {
    expect(trafficSourceOf(referrer, 'https://shop.example/page')).toBe(source);
  });
});

describe('referrerRuleAllows', () => {
  it.each<[TReferrerRule, string, boolean]>([
    [{ match: 'contains', value: 'Facebook' }, 'https://m.facebook.com/x', true],
    [{ match: 'contains', value: 'facebook' }, '', false],
    [{ match: 'not_contains', value: 'facebook' }, 'https://m.facebook.com/x', false],
    [{ match: 'not_contains', value: 'facebook' }, '', true],
    [{ match: 'regex', value: '^https://(www\\.)?news\\.' }, 'https://news.example/a', true],
    [{ match: 'regex', value: '^https://(www\\.)?news\\.' }, 'https://other.example/news.', false],
    [{ match: 'regex', value: '[' }, 'https://news.example/a', false],
  ])('%j on %s: %s', (rule, referrer, expected) => {
    expect(referrerRuleAllows(rule, referrer)).toBe(expected);
  });
});

describe('utmRuleAllows', () => {
  const landing = 'https://shop.example/?utm_source=Newsletter&utm_campaign=black-friday-2026';
  it.each<[TUtmRule, string, boolean]>([
    [{ param: 'utm_source', match: 'equals', value: 'newsletter' }, landing, true],
    [{ param: 'utm_source', match: 'equals', value: 'news' }, landing, false],
    [{ param: 'utm_campaign', match: 'contains', value: 'friday' }, landing, true],
    [{ param: 'utm_medium', match: 'contains', value: 'email' }, landing, false],
    [{ param: 'utm_source', match: 'equals', value: 'newsletter' }, '', false],
  ])('%j: %s', (rule, page, expected) => {
    expect(utmRuleAllows(rule, page)).toBe(expected);
  });
});
