import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a rich-text field may hold: what the dashboard's editor (Tiptap) writes, nothing else.
 * Paragraphs, headings 2 to 4 (a page's title is its h1), bold, italic, underline, strike, code,
 * lists, quotes, rules, links and images. Scripts, styles, event handlers, iframes and
 * `javascript:` addresses never survive. Applied by the server before a value is stored and again
 * when a page renders it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link that opens a new window must not hand the new page a handle on this one.
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      if (target !== '_blank') return { tagName, attribs: rest };
      const words = new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer']);
      return { tagName, attribs: { ...rest, target: '_blank', rel: [...words].join(' ') } };
    },
  },
  // The text of a dropped element (a <div>, a <span>) stays; a script's or a style's does not.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math'],
};

/** Rich text reduced to what a rich-text field may hold (see OPTIONS). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of rich text (an excerpt made from a body, a search snippet). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
}
