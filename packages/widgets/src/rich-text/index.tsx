import { isValidElement } from 'react';
import { defineWidget } from '../contract.ts';
import { innerHtml } from '../frame/html.ts';

/**
 * Rich text, edited with Puck's Tiptap field. The stored HTML is sanitised when the page is saved
 * and again by the server renderer (`richtext` props pass through `sanitizeRichText`).
 */
export const richText = defineWidget({
  type: 'RichText',
  label: 'Rich text',
  category: 'content',
  fields: { html: { type: 'richtext', label: 'Text' } },
  defaultProps: { html: '<p>Write something worth reading.</p>' },
  spec: 'layout (issue 14 "basic layout widgets": rich text sanitised)',
  Render({ id, html }) {
    // In the editor Puck hands a richtext prop over as a rendered node.
    const value: unknown = html;
    if (isValidElement(value))
      return (
        <div id={id} className="hl-rich-text">
          {value}
        </div>
      );
    return <div id={id} className="hl-rich-text" {...innerHtml(String(value ?? ''))} />;
  },
});
