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
