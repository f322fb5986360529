import type { CSSProperties } from 'react';
import { wrapperLink } from '@hookline/rules/page';
import { defineWidget, type PageNode } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { px } from '../frame/html.ts';
import { linkFields, noLink } from '../frame/link-fields.ts';

/**
 * A section: the page's building block, with a slot for any widgets, a width, spacing, a
 * background, and the global element background's click-through link (spec 2).
 */
export const section = defineWidget({
  type: 'Section',
  label: 'Section',
  category: 'layout',
  island: 'wrapper-link',
  fields: {
    content: { type: 'slot' },
    width: {
      type: 'radio',
      label: 'Width',
      options: [
        { label: 'Boxed', value: 'boxed' },
        { label: 'Full width', value: 'full' },
      ],
    },
    paddingY: { type: 'number', label: 'Spacing above and below (px)', min: 0, max: 240 },
    backgroundColor: { type: 'text', label: 'Background colour' },
    textColor: { type: 'text', label: 'Text colour' },
    backgroundImage: { type: 'text', label: 'Background image address' },
    link: linkFields('Click-through link'),
  },
  defaultProps: {
    content: [] as PageNode[],
    width: 'boxed',
    paddingY: 48,
    backgroundColor: '',
    textColor: '',
    backgroundImage: '',
    link: noLink,
  },
  spec: 'storefront 2 "Global element background" (click-through link, new window, disabled in edit mode, carousels, filter templates); 3 "Wrapper link"',
  Render({ id, slots, width, paddingY, backgroundColor, textColor, backgroundImage, link }) {
    const frame = useWidgetFrame();
    const active = wrapperLink(link, frame);
    const style: CSSProperties = {
      paddingBlock: px(paddingY),
      backgroundColor: backgroundColor || undefined,
      color: textColor || undefined,
      backgroundImage: backgroundImage ? `url("${encodeURI(backgroundImage)}")` : undefined,
    };
    return (
      <section
        id={id}
        className={`hl-section hl-section--${width}${active ? ' hl-linked' : ''}`}
        style={style}
        {...(active
          ? {
              'data-island': 'wrapper-link',
              'data-link-url': active.href,
              'data-link-target': active.target,
              'data-link-rel': active.rel,
            }
          : {})}
      >
        <div className="hl-section__inner">{slots.content}</div>
      </section>
    );
  },
});
