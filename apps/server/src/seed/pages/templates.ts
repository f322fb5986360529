import { heading, node, richText, section } from './nodes.ts';

/** `/journal`: every Journal post, filtered by category, with infinite scroll, and the topics. */
export const journalPage = {
  kind: 'page' as const,
  title: 'Journal',
  slug: 'journal',
  document: {
    root: { props: { title: 'Journal' } },
    content: [
      section('journal-head', [
        heading('journal-head-title', 'Journal', 'h1'),
        richText('journal-head-text', '<p>Stories from the workshop, the roastery and the road.</p>'),
        node('TaxonomyBlocks', 'journal-topics', {
          taxonomy: 'category',
          layout: 'classic',
          link: '/journal?e-filter-journal-posts-category={slug}',
        }),
      ]),
      section('journal-list', [
        node('PostBlock', 'journal-posts', {
          collection: 'journal',
          per_page: 9,
          pagination: 'infinite',
          infinite_mode: 'button',
          auto_pages: 2,
          filter: { taxonomy: 'category', multiple: true, logical: 'OR', anchor: '#journal-list' },
        }),
      ]),
    ],
  },
};

/** The Journal's entry template: every post at `/journal/{slug}`. */
export const journalTemplate = {
  kind: 'template' as const,
  title: 'Journal post',
  slug: 'journal',
  document: {
    root: { props: { title: 'Journal post' } },
    content: [
      section(
        'post-hero',
        [node('PostContent', 'post-title', { field: 'subtitle', show_title: true, unfold: false })],
        {
          paddingY: 64,
          dynamic_bg: {
            enabled: true,
            collection: '',
            entry: '',
            acf_field_type: '',
            row_field: '',
            row: 1,
            show_featured_bg: false,
            bg_source: '',
            cf_field_key: '',
            image_size: '',
            enable_bg_color: true,
            bg_color_source: 'custom_field',
            cf_color_field_key: 'accent',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: '',
            flex_color_sub_field: '',
          },
          textColor: '#ffffff',
        },
      ),
      section('post-main', [
        node('PostImage', 'post-image', { ratio: '16:9' }),
        node('CustomField', 'post-reading-time', { field: 'reading_time', label: '', suffix: 'min read' }),
        node('PostContent', 'post-body', { field: 'body', unfold: false }),
        node('Gallery', 'post-pictures', {
          source: { collection: '', entry: '', field: 'pictures' },
          layout: 'grid',
          columns: 3,
        }),
      ]),
      section('post-more', [
        heading('post-more-title', 'More from the Journal'),
        node('PostBlock', 'post-more-posts', { collection: 'journal', per_page: 3, pagination: 'none' }),
      ]),
    ],
  },
};

/** The Lookbook's entry template: each look at `/lookbook/{slug}`. */
export const lookbookTemplate = {
  kind: 'template' as const,
  title: 'Look',
  slug: 'lookbook',
  document: {
    root: { props: { title: 'Look' } },
    content: [
      section(
        'look-hero',
        [node('PostContent', 'look-title', { field: 'none', show_title: true, unfold: false })],
        {
          paddingY: 120,
          textColor: '#ffffff',
          dynamic_bg: {
            enabled: true,
            collection: '',
            entry: '',
            acf_field_type: '',
            row_field: '',
            row: 1,
            show_featured_bg: true,
            bg_source: '',
            cf_field_key: '',
            image_size: '',
            enable_bg_color: false,
            bg_color_source: '',
            cf_color_field_key: '',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: '',
            flex_color_sub_field: '',
          },
        },
      ),
      section('look-facts', [
        node('CustomField', 'look-season', { field: 'season', label: 'Season' }),
        node('CustomField', 'look-place', { field: 'place', label: 'Shot at' }),
        node('CustomField', 'look-link', { field: 'shop_link', label: '' }),
      ]),
      section('look-rows', [
        heading('look-rows-title', 'The looks'),
        node('DynamicLoop', 'look-looks', {
          source: { collection: '', entry: '', field: 'looks' },
          layout: 'masonry',
          columns: 3,
          background: {
            cf_field_key: '',
            cf_color_field_key: 'colour',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: '',
            flex_color_sub_field: '',
          },
        }),
        node('DynamicLoop', 'look-sections', {
          source: { collection: '', entry: '', field: 'sections' },
          layout: 'grid',
          columns: 3,
          background: {
            cf_field_key: '',
            cf_color_field_key: '',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: 'quote',
            flex_color_sub_field: 'background',
          },
        }),
        node('Gallery', 'look-photos', {
          source: { collection: '', entry: '', field: 'photos' },
          layout: 'justified',
        }),
      ]),
    ],
  },
};
