import type { TEntryView, TTermView } from '@hookline/schema/cms';
import { defineWidget } from '../contract.ts';
import { Carousel, carouselDefaults } from '../frame/Carousel.tsx';
import { useWidgetFrame } from '../frame/frame.tsx';
import { choices, numberField, onOffField, selectField, textField } from '../frame/fields.ts';

type Layout = 'card' | 'classic' | 'carousel' | 'term_post_loop';

/** A term's address from the link pattern (`{slug}` replaced), or null when there is none. */
export function termLink(pattern: string, term: { slug: string }): string | null {
  const trimmed = pattern.trim();
  if (!trimmed || !/^(\/(?!\/)|https?:\/\/)/.test(trimmed)) return null;
  return trimmed.replaceAll('{slug}', encodeURIComponent(term.slug));
}

interface Loaded {
  terms: TTermView[];
  posts: Record<string, TEntryView[]>;
}

const demo: Loaded = {
  terms: ['Makers', 'Recipes', 'Travel', 'Workshop'].map((name, i) => ({
    id: String(i),
    taxonomy: 'category',
    slug: name.toLowerCase(),
    name,
    description: '',
    parent: null,
    count: 4 + i,
    image: null,
  })),
  posts: {},
};

function TermCard({ term, href }: { term: TTermView; href: string | null }) {
  const { editMode } = useWidgetFrame();
  const name = href && !editMode ? <a href={href}>{term.name}</a> : term.name;
  return (
    <article className="hl-term-card">
      {term.image && (
        <img src={term.image.url} alt="" width={term.image.width} height={term.image.height} loading="lazy" />
      )}
      <h3 className="hl-term-card__name">{name}</h3>
      <p className="hl-term-card__count">
        {term.count} {term.count === 1 ? 'post' : 'posts'}
      </p>
      {term.description && <p className="hl-term-card__description">{term.description}</p>}
    </article>
  );
}

/**
 * Taxonomy blocks (spec 2 "Taxonomy blocks: carousel, card, classic and term post loop"): a
 * taxonomy's terms as cards, a classic list with counts, a carousel of cards, or each term with
 * its latest posts (the term post loop).
 */
export const taxonomyBlocks = defineWidget({
  type: 'TaxonomyBlocks',
  label: 'Taxonomy blocks',
  category: 'dynamic',
  pro: true,
  fields: {
    taxonomy: textField('Taxonomy (slug)'),
    collection: textField('Count entries of (collection slug)'),
    layout: selectField(
      'Layout',
      choices([
        ['card', 'Cards'],
        ['classic', 'Classic list'],
        ['carousel', 'Carousel'],
        ['term_post_loop', 'Term post loop'],
      ]),
    ),
    columns: numberField('Columns', 1, 6),
    hide_empty: onOffField('Hide terms without posts'),
    posts_per_term: numberField('Posts per term (term post loop)', 1, 10),
    link: textField('Term link ({slug} is the term), e.g. /journal?cat={slug}'),
  },
  defaultProps: {
    taxonomy: 'category',
    collection: 'journal',
    layout: 'card' as Layout,
    columns: 4,
    hide_empty: true,
    posts_per_term: 3,
    link: '',
  },
  load: async (props, ctx): Promise<Loaded> => {
    const terms = await ctx.data.content.terms(props.taxonomy, {
      ...(props.collection ? { collection: props.collection } : {}),
      hideEmpty: props.hide_empty,
    });
    const posts: Record<string, TEntryView[]> = {};
    if (props.layout === 'term_post_loop' && props.collection) {
      const pages = await Promise.all(
        terms.map((term) =>
          ctx.data.content.entries({
            collection: props.collection,
            per_page: Math.min(10, Math.max(1, props.posts_per_term || 3)),
            terms: [{ taxonomy: props.taxonomy, terms: [term.slug], operator: 'or' }],
          }),
        ),
      );
      terms.forEach((term, i) => (posts[term.slug] = pages[i]!.entries));
    }
    return { terms, posts };
  },
  spec: 'storefront 2 "Taxonomy blocks: carousel, card, classic and term post loop"',
  Render({ id, layout, columns, link, loaded }) {
    const data = loaded ?? demo;
    const { editMode } = useWidgetFrame();
    if (data.terms.length === 0)
      return editMode ? (
        <p id={id} className="hl-empty">
          This taxonomy has no terms.
        </p>
      ) : (
        <div id={id} className="hl-terms" hidden />
      );
    const href = (term: TTermView) => termLink(link, term);
    if (layout === 'carousel')
      return (
        <Carousel
          id={id}
          label="Terms"
          settings={{ ...carouselDefaults, slides_to_show: columns, autoplay: false }}
        >
          {data.terms.map((term) => (
            <TermCard key={term.id} term={term} href={href(term)} />
          ))}
        </Carousel>
      );
    if (layout === 'classic')
      return (
        <ul id={id} className="hl-terms hl-terms--classic">
          {data.terms.map((term) => {
            const to = href(term);
            return (
              <li key={term.id} className={term.parent ? 'hl-terms__child' : undefined}>
                {to && !editMode ? <a href={to}>{term.name}</a> : term.name}{' '}
                <span className="hl-terms__count">({term.count})</span>
              </li>
            );
          })}
        </ul>
      );
    if (layout === 'term_post_loop')
      return (
        <div id={id} className="hl-terms hl-terms--loop">
          {data.terms.map((term) => {
            const to = href(term);
            return (
              <section key={term.id} className="hl-terms__group" aria-label={term.name}>
                <h3>{to && !editMode ? <a href={to}>{term.name}</a> : term.name}</h3>
                <ul>
                  {(data.posts[term.slug] ?? []).map((entry) => (
                    <li key={entry.id}>
                      <a href={entry.url}>{entry.title}</a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      );
    return (
      <div
        id={id}
        className="hl-terms hl-terms--card"
        style={{ ['--hl-term-columns' as string]: String(columns) }}
      >
        {data.terms.map((term) => (
          <TermCard key={term.id} term={term} href={href(term)} />
        ))}
      </div>
    );
  },
});
