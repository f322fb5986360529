import { describe, expect, it } from 'vitest';
import { browserOf, deviceOf, languageMatches, operatingSystemOf } from './client.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  curl: 'curl/8.5.0',
};

describe('deviceOf, browserOf, operatingSystemOf', () => {
  it.each([
    ['chromeWindows', 0, 'desktop', 'chrome', 'windows'],
    ['edge', 0, 'desktop', 'edge', 'windows'],
    ['safariMac', 0, 'desktop', 'safari', 'macos'],
    ['safariMac', 5, 'tablet', 'safari', 'ios'],
    ['firefoxLinux', 0, 'desktop', 'firefox', 'linux'],
    ['iphone', 5, 'phone', 'safari', 'ios'],
    ['chromeIphone', 5, 'phone', 'chrome', 'ios'],
    ['ipad', 5, 'tablet', 'safari', 'ios'],
    ['samsungPhone', 5, 'phone', 'samsung', 'android'],
    ['androidTablet', 5, 'tablet', 'chrome', 'android'],
    ['opera', 0, 'desktop', 'opera', 'windows'],
    ['curl', 0, 'desktop', 'other', 'other'],
  ] as const)('%s with %i touch points: %s, %s, %s', (agent, touch, device, browser, os) => {
    expect(deviceOf(UA[agent], touch)).toBe(device);
    expect(browserOf(UA[agent])).toBe(browser);
    expect(operatingSystemOf(UA[agent], touch)).toBe(os);
  });
});

describe('languageMatches', () => {
  it.each([
    [['en'], 'en-GB', true],
    [['en'], 'EN', true],
    [['en'], 'eng', false],
    [['pt-BR'], 'pt-br', true],
    [['pt-BR'], 'pt-PT', false],
    [['he', 'ar'], 'ar-EG', true],
    [['he'], '', false],
  ])('%j with %s: %s', (prefixes, language, expected) => {
    expect(languageMatches(prefixes, language)).toBe(expected);
  });
});
