import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h1', 'h2', 's', 'u'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'title'],
    '*': ['style', 'id'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new window cannot reach back into the page (window.opener).
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: [attribs.rel, 'noopener'].filter(Boolean).join(' ') } }
        : { tagName, attribs },
  },
};

/**
 * Rich text as it may be shown to visitors: the tags and attributes of formatted text, links and
 * pictures; no scripts, event handlers, frames, forms or `javascript:` addresses.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
