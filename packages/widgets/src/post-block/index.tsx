import {
  accordionStart,
  activeTab,
  infiniteScrollSettings,
  infiniteScrollStart,
  infiniteScrollView,
} from '@hookline/rules/page';
import type { ReactElement } from 'react';
import type { TEntryView } from '@hookline/schema/cms';
import { defineWidget } from '../contract.ts';
import type { AspectRatio } from '../frame/aspect-ratio.ts';
import { Carousel, carouselDefaults } from '../frame/Carousel.tsx';
import { useWidgetFrame } from '../frame/frame.tsx';
import { FilterBar, type FilterBarDevices } from './FilterBar.tsx';
import { postBlockFields } from './fields.ts';
import { PostCard } from './PostCard.tsx';
import { loadPostBlock, pageHref, type FilterSettings, type PostBlockData } from './query.ts';

type Layout = 'grid' | 'carousel' | 'accordion' | 'tabs' | 'default';

function Posts({
  entries,
  layout,
  card,
}: {
  entries: TEntryView[];
  layout: Layout;
  card: (e: TEntryView) => ReactElement;
}) {
  if (layout === 'carousel')
    return (
      <Carousel label="Posts" settings={carouselDefaults}>
        {entries.map(card)}
      </Carousel>
    );
  if (layout === 'accordion') {
    const open = accordionStart(entries.length, 'all_closed');
    return (
      <div className="hl-accordion" data-island="accordion" data-initial="all_closed" data-hash-sync="false">
        {entries.map((e, i) => (
          <div key={e.id} className="hl-accordion__item" id={`post-${e.slug}`} data-open={String(open[i])}>
            <h3 className="hl-accordion__title">
              <button type="button" aria-expanded={open[i]} aria-controls={`post-${e.slug}-panel`}>
                <span>{e.title}</span>
                <span className="hl-accordion__icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={`post-${e.slug}-panel`} role="region" className="hl-accordion__panel" hidden={!open[i]}>
              {card(e)}
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (layout === 'tabs') {
    const active = activeTab(entries.length, 1);
    return (
      <div className="hl-tabs" data-island="tabs" data-default-tab="1" data-hash-sync="false">
        <div role="tablist" className="hl-tabs__list">
          {entries.map((e, i) => (
            <button
              key={e.id}
              type="button"
              role="tab"
              id={`post-${e.slug}-tab`}
              aria-selected={active === i + 1}
              aria-controls={`post-${e.slug}`}
              tabIndex={active === i + 1 ? 0 : -1}
            >
              {e.title}
            </button>
          ))}
        </div>
        {entries.map((e, i) => (
          <div
            key={e.id}
            id={`post-${e.slug}`}
            role="tabpanel"
            aria-labelledby={`post-${e.slug}-tab`}
            className="hl-tabs__panel"
            hidden={active !== i + 1}
          >
            {card(e)}
          </div>
        ))}
      </div>
    );
  }
  return <>{entries.map(card)}</>;
}

/**
 * Post blocks (spec 2, 4): a collection's entries as grid, carousel, accordion, tabs or a list;
 * masonry; numbered pages or infinite scroll (view-more button after N pages, history, the
 * load-more area hidden after the last page); the list filter (spec "List filtering URL
 * behaviour") with its bar per device; an overlay while refreshing; a reveal animation; scroll to
 * the list's top after a refresh.
 */
export const postBlock = defineWidget({
  type: 'PostBlock',
  label: 'Post block',
  category: 'posts',
  pro: true,
  island: 'post-block',
  fields: postBlockFields,
  defaultProps: {
    collection: 'journal',
    layout: 'grid' as Layout,
    masonry: false,
    columns: 3,
    per_page: 6,
    pagination: 'numbers' as 'none' | 'numbers' | 'infinite',
    infinite_mode: 'scroll' as 'scroll' | 'button',
    auto_pages: 2,
    history: true,
    show_image: true,
    image_ratio: '3:2' as AspectRatio,
    show_excerpt: true,
    reveal: true,
    scroll_to_top: true,
    filter: { taxonomy: '', multiple: true, logical: 'OR', anchor: '' } as FilterSettings,
    filter_bar: { desktop: 'buttons', tablet: 'buttons', mobile: 'dropdown' } as FilterBarDevices,
  },
  load: (props, ctx) => loadPostBlock(props, ctx),
  spec: 'storefront 2 "Post blocks" and "List filtering URL behaviour"; 3 "List-filter state"; 4 "Infinite scroll", "Loop list"; 5 "List filter" (operator, anchor); 7 refresh-loop; 8 "refresh-loop failed"',
  Render(props) {
    const {
      id,
      layout,
      masonry,
      columns,
      pagination,
      show_image,
      image_ratio,
      show_excerpt,
      reveal,
      filter,
      filter_bar,
      loaded,
    } = props;
    const { url } = useWidgetFrame();
    const data = loaded as PostBlockData | undefined;
    const entries = data?.page.entries ?? [];
    const page = data?.page.page ?? 1;
    const lastPage = data?.page.pages ?? 1;
    const infinite = infiniteScrollSettings(props);
    const view = infiniteScrollView(infiniteScrollStart(page, lastPage), infinite);
    const card = (entry: TEntryView) => (
      <div key={entry.id} className={reveal ? 'hl-posts__item hl-reveal' : 'hl-posts__item'}>
        <PostCard entry={entry} ratio={image_ratio} showImage={show_image} showExcerpt={show_excerpt} />
      </div>
    );
    const settings = {
      pagination,
      infinite,
      anchor: filter.anchor,
      scrollToTop: props.scroll_to_top,
      reveal,
      page,
      lastPage,
    };
    return (
      <div
        id={id}
        className={`hl-posts hl-posts--${layout}${masonry && layout === 'grid' ? ' hl-posts--masonry' : ''}`}
        data-island="post-block"
        data-settings={JSON.stringify(settings)}
        style={{ ['--hl-post-columns' as string]: String(columns) }}
      >
        {filter.taxonomy && data && (
          <FilterBar
            widgetId={id}
            taxonomy={filter.taxonomy}
            terms={data.terms}
            chosen={data.chosen}
            operator={data.operator}
            href={url}
            devices={filter_bar}
          />
        )}
        <div className="hl-posts__list" aria-live="polite">
          {entries.length ? (
            <Posts entries={entries} layout={layout} card={card} />
          ) : (
            <p className="hl-posts__empty">
              {!data
                ? 'Loading posts…'
                : data.chosen.length
                  ? 'No posts match this choice.'
                  : 'No posts yet.'}
            </p>
          )}
        </div>
        {pagination === 'numbers' && lastPage > 1 && (
          <nav className="hl-posts__pages" aria-label="Pages">
            {Array.from({ length: lastPage }, (_n, i) => i + 1).map((n) => (
              <a key={n} href={pageHref(url, n, id)} aria-current={n === page ? 'page' : undefined}>
                {n}
              </a>
            ))}
          </nav>
        )}
        {pagination === 'infinite' && (
          <div className="hl-posts__more" hidden={view.hideLoadMoreArea}>
            <a
              className="button hl-posts__next"
              href={pageHref(url, page + 1, id)}
              rel="next"
              hidden={!view.showButton}
            >
              View more
            </a>
            <span className="hl-posts__spinner" role="status" />
          </div>
        )}
        <div className="hl-posts__overlay" hidden />
      </div>
    );
  },
});
