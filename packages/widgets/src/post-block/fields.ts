import { aspectRatioField } from '../frame/aspect-ratio.ts';
import { choices, numberField, onOffField, radioField, selectField, textField } from '../frame/fields.ts';

const barStyles = choices([
  ['buttons', 'Buttons'],
  ['dropdown', 'Dropdown'],
  ['hidden', 'Hidden'],
]);

/** The post block's side panel. */
export const postBlockFields = {
  collection: textField('Collection (slug)'),
  layout: selectField(
    'Layout',
    choices([
      ['grid', 'Grid'],
      ['carousel', 'Carousel'],
      ['accordion', 'Accordion'],
      ['tabs', 'Tabs'],
      ['default', 'List'],
    ]),
  ),
  masonry: onOffField('Masonry (grid)'),
  columns: numberField('Columns', 1, 6),
  per_page: numberField('Posts per page', 1, 100),
  pagination: selectField(
    'More pages',
    choices([
      ['none', 'None'],
      ['numbers', 'Page numbers'],
      ['infinite', 'Infinite scroll'],
    ]),
  ),
  infinite_mode: radioField(
    'Infinite scroll loads',
    choices([
      ['scroll', 'On scroll'],
      ['button', 'On scroll, then a View more button'],
    ]),
  ),
  auto_pages: numberField('Pages loaded on scroll before the button', 0),
  history: onOffField('Address follows the page reached'),
  show_image: onOffField('Featured image'),
  image_ratio: aspectRatioField,
  show_excerpt: onOffField('Excerpt'),
  reveal: onOffField('Reveal animation'),
  scroll_to_top: onOffField('Scroll to the list after a refresh'),
  filter: {
    type: 'object',
    label: 'List filter',
    objectFields: {
      taxonomy: textField('Taxonomy (slug; empty: no filter)'),
      multiple: onOffField('Several terms at once'),
      logical: selectField(
        'Several terms join with',
        choices([
          ['OR', 'OR (any)'],
          ['AND', 'AND (all)'],
        ]),
      ),
      anchor: textField('Scroll target after a refresh (#id)'),
    },
  },
  filter_bar: {
    type: 'object',
    label: 'Filter bar per device',
    objectFields: {
      desktop: selectField('Desktop', barStyles),
      tablet: selectField('Tablet', barStyles),
      mobile: selectField('Phone', barStyles),
    },
  },
} as const;
