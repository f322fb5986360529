import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, shopTables as t, eq, type Database } from '@hookline/db';
import { seedCatalog } from '../seed/catalog.ts';
import { guardHeaders } from '../http/request-guard.ts';
import { testApp } from '../testing.ts';

/** A shopper for API tests: keeps the cookies the shop sets, like a browser would. */
export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          // As the shop's script posts it (a no-script form says same-origin instead).
          ...guardHeaders,
          cookie: this.cookieHeader,
          ...headers,
        },
        payload: new URLSearchParams(fields).toString(),
      }),
    );
  }

  async json(url: string, body: unknown) {
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...guardHeaders, cookie: this.cookieHeader },
        payload: JSON.stringify(body),
      }),
    );
  }

  async get(url: string) {
    return this.remember(
      await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader } }),
    );
  }
}

/** The app over a test database with the demo catalogue seeded. */
export async function shopTestApp(database: Database) {
  await seedCatalog(database.db);
  const { app } = await testApp(database);
  return app;
}

/** A seeded product's id by slug. */
export async function productId(database: Database, slug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

/** The id of a seeded variation with exactly these attribute values. */
export async function variationId(database: Database, slug: string, attributes: Record<string, string>) {
  const product = await productId(database, slug);
  const rows = await database.db
    .select({ id: t.productVariations.id, attributes: t.productVariations.attributes })
    .from(t.productVariations)
    .where(and(eq(t.productVariations.productId, product)));
  const match = rows.find((r) => Object.entries(attributes).every(([k, v]) => r.attributes[k] === v));
  if (!match) throw new Error(`no variation ${JSON.stringify(attributes)} of ${slug}`);
  return match.id;
}
