import { aspectRatioField } from '../frame/aspect-ratio.ts';
import { onOffOptions } from '../frame/link-fields.ts';

const options = (pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
const barStyles = options([
  ['buttons', 'Buttons'],
  ['dropdown', 'Dropdown'],
  ['hidden', 'Hidden'],
]);

/** The post block's side panel. */
export const postBlockFields = {
  collection: { type: 'text', label: 'Collection (slug)' },
  layout: {
    type: 'select',
    label: 'Layout',
    options: options([
      ['grid', 'Grid'],
      ['carousel', 'Carousel'],
      ['accordion', 'Accordion'],
      ['tabs', 'Tabs'],
      ['default', 'List'],
    ]),
  },
  masonry: { type: 'radio', label: 'Masonry (grid)', options: onOffOptions },
  columns: { type: 'number', label: 'Columns', min: 1, max: 6 },
  per_page: { type: 'number', label: 'Posts per page', min: 1, max: 100 },
  pagination: {
    type: 'select',
    label: 'More pages',
    options: options([
      ['none', 'None'],
      ['numbers', 'Page numbers'],
      ['infinite', 'Infinite scroll'],
    ]),
  },
  infinite_mode: {
    type: 'radio',
    label: 'Infinite scroll loads',
    options: options([
      ['scroll', 'On scroll'],
      ['button', 'On scroll, then a View more button'],
    ]),
  },
  auto_pages: { type: 'number', label: 'Pages loaded on scroll before the button', min: 0 },
  history: { type: 'radio', label: 'Address follows the page reached', options: onOffOptions },
  show_image: { type: 'radio', label: 'Featured image', options: onOffOptions },
  image_ratio: aspectRatioField,
  show_excerpt: { type: 'radio', label: 'Excerpt', options: onOffOptions },
  reveal: { type: 'radio', label: 'Reveal animation', options: onOffOptions },
  scroll_to_top: { type: 'radio', label: 'Scroll to the list after a refresh', options: onOffOptions },
  filter: {
    type: 'object',
    label: 'List filter',
    objectFields: {
      taxonomy: { type: 'text', label: 'Taxonomy (slug; empty: no filter)' },
      multiple: { type: 'radio', label: 'Several terms at once', options: onOffOptions },
      logical: {
        type: 'select',
        label: 'Several terms join with',
        options: options([
          ['OR', 'OR (any)'],
          ['AND', 'AND (all)'],
        ]),
      },
      anchor: { type: 'text', label: 'Scroll target after a refresh (#id)' },
    },
  },
  filter_bar: {
    type: 'object',
    label: 'Filter bar per device',
    objectFields: {
      desktop: { type: 'select', label: 'Desktop', options: barStyles },
      tablet: { type: 'select', label: 'Tablet', options: barStyles },
      mobile: { type: 'select', label: 'Phone', options: barStyles },
    },
  },
} as const;
