import type { LoadContext } from '../load-context.ts';

export interface HomeCollection {
  slug: string;
  name: string;
  blurb: string;
}

export interface HomePageProps {
  headline: string;
  collections: HomeCollection[];
}

export async function loadHomePage(_ctx: LoadContext): Promise<HomePageProps> {
  return {
    headline: 'Good things for slow mornings',
    collections: [
      { slug: 'ceramics', name: 'Ceramics', blurb: 'Hand-thrown mugs and bowls from a small studio.' },
      { slug: 'linen', name: 'Linen', blurb: 'Stonewashed tea towels, napkins and aprons.' },
      { slug: 'coffee', name: 'Coffee', blurb: 'Single-origin beans, roasted to order every week.' },
    ],
  };
}

/** The shop's own home page: a hero with a picture, and collection cards that open their categories. */
export function HomePage({ headline, collections }: HomePageProps) {
  return (
    <>
      <section className="hero">
        <div className="hero-text">
          <h1>{headline}</h1>
          <p>Small-batch goods for the kitchen and the table. Free shipping over $50.</p>
          <a className="button" href="/shop">
            Browse the shop
          </a>
        </div>
        <figure className="hero-picture" id="hero-image">
          <img
            src="/shop-images/30/900/hero.svg"
            width={900}
            height={900}
            alt="A waffle tea towel, a stoneware mug, a bag of coffee and a beeswax candle on a table"
          />
        </figure>
      </section>
      <section aria-labelledby="collections-title" className="collections">
        <h2 id="collections-title">Collections</h2>
        <ul>
          {collections.map((c) => (
            <li key={c.slug} className="collection-card">
              <a href={`/product-category/${c.slug}/`}>
                <img
                  src={`/shop-images/30/600/${c.slug}.svg`}
                  width={600}
                  height={600}
                  alt=""
                  loading="lazy"
                />
                <span className="collection-name">{c.name}</span>
                <span className="collection-blurb">{c.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
