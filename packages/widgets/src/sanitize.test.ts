import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it.each([
    [
      'keeps formatting',
      '<p><strong>Bold</strong> and <em>it</em></p>',
      '<p><strong>Bold</strong> and <em>it</em></p>',
    ],
    ['drops scripts', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['drops handlers', '<img src="/a.webp" onerror="alert(1)" alt="a">', '<img src="/a.webp" alt="a" />'],
    ['drops script links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'keeps alignment only',
      '<p style="text-align:center;color:red">x</p>',
      '<p style="text-align:center">x</p>',
    ],
    [
      'new-window links get noopener',
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener">x</a>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});
