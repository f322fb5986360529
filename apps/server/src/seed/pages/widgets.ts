import { heading, node, richText, section } from './nodes.ts';

/** `/widgets`: one of every widget of the page builder, with settings that show each at work. */
export const widgetsPage = {
  title: 'Every widget',
  slug: 'widgets',
  document: {
    root: { props: { title: 'Every widget' } },
    content: [
      section(
        'intro',
        [
          heading('intro-title', 'Every widget', 'h1'),
          richText(
            'intro-text',
            '<p>Each widget of the page builder, as an editor would place it. Click the section to visit the Journal.</p>',
          ),
        ],
        { link: { url: '/journal', is_external: false, nofollow: false }, backgroundColor: '#f1efe9' },
      ),
      section('layout', [
        heading('layout-title', 'Columns, images and buttons'),
        node('Columns', 'layout-columns', {
          count: 2,
          column1: [
            node('Image', 'layout-image', {
              src: '/shop-images/200/900/harbour-morning.svg',
              alt: 'Harbour morning',
              ratio: '16:9',
              caption: 'Harbour morning',
            }),
          ],
          column2: [
            richText(
              'layout-text',
              '<p>Columns stack on phones. Images keep their aspect ratio; buttons are links.</p>',
            ),
            node('Button', 'layout-button', { label: 'Browse the shop', href: '/shop' }),
          ],
        }),
        node('Spacer', 'layout-spacer', { height: 24 }),
      ]),
      section('galleries', [
        heading('galleries-title', 'Galleries'),
        node('Gallery', 'gallery-grid', { layout: 'grid' }),
        node('Gallery', 'gallery-justified', { layout: 'justified' }),
        node('Gallery', 'gallery-smart', { layout: 'smart' }),
        node('Gallery', 'gallery-carousel', { layout: 'carousel' }),
        node('Trigger', 'carousel-prev', {
          trigger_type: 'carousel',
          trigger_action: 'prev',
          trigger_target: 'gallery-carousel',
          text: 'Previous',
          selected_icon: '‹',
        }),
        node('Trigger', 'carousel-play', {
          trigger_type: 'carousel',
          trigger_action: 'play_pause',
          trigger_target: 'gallery-carousel',
          text: 'Play',
          secondary_text: 'Pause',
          selected_icon: '▶',
          selected_icon_secondary: '❚❚',
        }),
      ]),
      section('questions', [
        heading('questions-title', 'Accordion, tabs and triggers'),
        node('RepeaterAccordion', 'faq'),
        node('Trigger', 'faq-all', {
          trigger_type: 'accordion',
          trigger_action: 'expand_collapse',
          trigger_target: 'faq',
          text: 'Open all',
          secondary_text: 'Close all',
        }),
        node('RepeaterTabs', 'about-tabs'),
      ]),
      section('reading', [
        heading('reading-title', 'Unfold and read more'),
        node('TextUnfold', 'story-unfold'),
        node('ReadMore', 'linen-more', { hideButtonAfterClick: false, scrollToInitialPosition: true }),
      ]),
      section(
        'slider',
        [
          heading('slider-title', 'A background slider'),
          richText(
            'slider-text',
            '<p>Slides change every 5 seconds with a 1-second fade; the bar shows the time left.</p>',
          ),
        ],
        {
          paddingY: 96,
          textColor: '#ffffff',
          slider: {
            enabled: true,
            slides: [],
            slides_field: 'photos',
            transition: 'fade',
            transition_duration: null,
            animation: 'kenburns',
            delay: null,
            overlay: true,
            cover: 'cover',
            timer: true,
            loop: true,
            autoplay: true,
          },
          dynamic_bg: {
            enabled: true,
            collection: 'lookbook',
            entry: 'harbour-linen',
            acf_field_type: 'flexible_content',
            row_field: 'sections',
            row: 1,
            show_featured_bg: false,
            bg_source: '',
            cf_field_key: '',
            image_size: '',
            enable_bg_color: true,
            bg_color_source: 'custom_field',
            cf_color_field_key: '',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: 'quote',
            flex_color_sub_field: 'background',
          },
        },
      ),
      section('menus', [heading('menus-title', 'Menu'), node('Menu', 'main-menu', { menu: 'main' })]),
      section('rows', [
        heading('rows-title', 'Repeater and flexible content'),
        node('DynamicLoop', 'looks-grid', {
          source: { collection: 'lookbook', entry: 'harbour-linen', field: 'looks' },
          layout: 'grid',
          background: {
            cf_field_key: 'image',
            cf_color_field_key: 'colour',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: '',
            flex_color_sub_field: '',
          },
        }),
        node('DynamicLoop', 'looks-masonry', {
          source: { collection: 'lookbook', entry: 'kiln-and-wool', field: 'looks' },
          layout: 'masonry',
          background: {
            cf_field_key: '',
            cf_color_field_key: 'colour',
            bg_flexible_field: '',
            flex_sub_field: '',
            bg_color_flexible_field: '',
            flex_color_sub_field: '',
          },
        }),
        node('DynamicLoop', 'sections-carousel', {
          source: { collection: 'lookbook', entry: 'harbour-linen', field: 'sections' },
          layout: 'carousel',
        }),
      ]),
      section('fields', [
        heading('fields-title', 'Entry fields'),
        node('PostImage', 'look-image', {
          source: { collection: 'lookbook', entry: 'citrus-table' },
          ratio: '3:2',
          link: true,
        }),
        node('CustomField', 'look-season', {
          source: { collection: 'lookbook', entry: 'citrus-table' },
          field: 'season',
          label: 'Season',
        }),
        node('CustomField', 'look-place', {
          source: { collection: 'lookbook', entry: 'citrus-table' },
          field: 'place',
          label: 'Shot at',
        }),
        node('CustomField', 'look-hidden', {
          source: { collection: 'lookbook', entry: 'citrus-table' },
          field: 'season',
          hide: 'always',
        }),
        node('PostContent', 'post-content', {
          source: { collection: 'journal', entry: 'a-morning-at-the-kiln' },
          show_title: true,
          height: 160,
        }),
      ]),
      section('topics', [
        heading('topics-title', 'Taxonomy blocks'),
        node('TaxonomyBlocks', 'topics-cards', {
          layout: 'card',
          link: '/journal?e-filter-journal-posts-category={slug}',
        }),
        node('TaxonomyBlocks', 'topics-classic', { layout: 'classic', taxonomy: 'tag' }),
        node('TaxonomyBlocks', 'topics-carousel', { layout: 'carousel', columns: 3 }),
        node('TaxonomyBlocks', 'topics-loop', { layout: 'term_post_loop', posts_per_term: 2 }),
      ]),
      section('shop', [
        heading('shop-title', 'From the shop'),
        node('ShopProducts', 'shop-grid', { layout: 'grid', count: 4 }),
        node('ShopProducts', 'shop-carousel', { layout: 'carousel', count: 6, columns: 3, sort: 'price' }),
        node('Columns', 'shop-product', {
          count: 2,
          column1: [node('ShopGallery', 'shop-gallery', { product: 'stoneware-mug' })],
          column2: [
            node('ShopAddToCart', 'shop-add', { product: 'espresso-cup' }),
            node('ShopTabs', 'shop-tabs', { product: 'stoneware-mug' }),
          ],
        }),
      ]),
      section('journal', [
        heading('journal-title', 'From the Journal'),
        node('PostBlock', 'journal-posts', {
          collection: 'journal',
          per_page: 6,
          pagination: 'infinite',
          infinite_mode: 'button',
          auto_pages: 1,
          filter: { taxonomy: 'category', multiple: true, logical: 'OR', anchor: '#journal' },
        }),
      ]),
    ],
  },
};
