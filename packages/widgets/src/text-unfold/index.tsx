import { defineWidget } from '../contract.ts';
import { innerHtml } from '../frame/html.ts';
import { Unfold, unfoldDefaults } from '../frame/Unfold.tsx';
import { unfoldFields } from '../frame/unfold-fields.ts';

/**
 * The site-text unfold widget (spec 2 "Read-more widgets", 3, 4): rich text folded to a height,
 * more / less labels, 200 ms both ways, opening one collapses the others, the height updates live
 * in the editor.
 */
export const textUnfold = defineWidget({
  type: 'TextUnfold',
  label: 'Text unfold',
  category: 'interactive',
  island: 'text-unfold',
  fields: { html: { type: 'richtext', label: 'Text' }, ...unfoldFields },
  defaultProps: {
    html: '<p>Every mug starts as a lump of clay on the wheel. It dries for a week, is trimmed, dried again, bisque fired, glazed by hand and fired a second time at 1,240 °C. Small differences in glaze and kiln make each one a little different from the next.</p><p>That is why no two look quite alike, and why we think they are worth the wait.</p>',
    ...unfoldDefaults,
    height: 72,
  },
  spec: 'storefront 2 "Read-more widgets" (site-text unfold: more/less, collapsed height); 3 "Text-unfold widget data"; 4 "Text-unfold widget" (200 ms both ways, one open at a time, live height in the editor); 9 "Text-unfold animation 200 ms"',
  Render({ id, html, more, less, height, auto_hide, icons }) {
    return (
      <div id={id} className="hl-text-unfold">
        <Unfold settings={{ more, less, height, auto_hide, icons }}>
          <div className="hl-rich-text" {...innerHtml(html)} />
        </Unfold>
      </div>
    );
  },
});
