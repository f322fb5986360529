import { useState } from 'react';
import type { LoadContext } from '../routes.tsx';

export interface HomePageProps {
  headline: string;
  collections: { name: string; blurb: string }[];
}

export async function loadHomePage(_ctx: LoadContext): Promise<HomePageProps> {
  return {
    headline: 'Good things for slow mornings',
    collections: [
      { name: 'Ceramics', blurb: 'Hand-thrown mugs and bowls from a small studio.' },
      { name: 'Linen', blurb: 'Stonewashed tea towels, napkins and aprons.' },
      { name: 'Coffee', blurb: 'Single-origin beans, roasted to order every week.' },
    ],
  };
}

export function HomePage({ headline, collections }: HomePageProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <section className="hero">
        <h1>{headline}</h1>
        <p>Small-batch goods for the kitchen and the table. Free shipping over $50.</p>
        <a className="button" href="/shop">
          Browse the shop
        </a>
      </section>
      <section aria-labelledby="collections-title" className="collections">
        <h2 id="collections-title">Collections</h2>
        <ul>
          {collections.map((c) => (
            <li key={c.name}>
              <button
                type="button"
                aria-expanded={open === c.name}
                onClick={() => setOpen(open === c.name ? null : c.name)}
              >
                {c.name}
              </button>
              {open === c.name && <p>{c.blurb}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
