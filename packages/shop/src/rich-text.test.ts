import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it.each([
    [
      'keeps what the editor writes',
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p>',
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p>',
    ],
    [
      'keeps lists, quotes and code',
      '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote><p>q</p></blockquote><pre><code class="language-js">x</code></pre>',
      '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote><p>q</p></blockquote><pre><code class="language-js">x</code></pre>',
    ],
    ['drops scripts with their text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    [
      'drops event handlers',
      '<p onclick="alert(1)">Hi</p><img src="/media/a.webp" onerror="alert(1)">',
      '<p>Hi</p><img src="/media/a.webp" />',
    ],
    ['drops javascript: links but keeps their text', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops data: images', '<img src="data:image/png;base64,AAAA">', '<img />'],
    [
      'drops iframes and styles',
      '<iframe src="https://x.test"></iframe><style>p{}</style><p style="color:red">t</p>',
      '<p>t</p>',
    ],
    ['keeps a div’s text as text', '<div>loose <span>words</span></div>', 'loose words'],
    ['turns an h1 into an h2', '<h1>Big</h1>', '<h2>Big</h2>'],
    [
      'adds noopener to a new-window link',
      '<a href="https://x.test" target="_blank" rel="nofollow">x</a>',
      '<a href="https://x.test" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    ],
    ['drops other targets', '<a href="/a" target="top">x</a>', '<a href="/a">x</a>'],
    [
      'drops unknown classes',
      '<code class="evil language-ts">x</code>',
      '<code class="language-ts">x</code>',
    ],
  ])('%s', (_name, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});

describe('richTextToPlain', () => {
  it('answers the words with single spaces between blocks', () => {
    expect(
      richTextToPlain('<h2>Spring</h2><p>New <strong>linen</strong>.</p><ul><li>One</li><li>Two</li></ul>'),
    ).toBe('Spring New linen. One Two');
  });
});
