import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import type { TAdminPage } from '@hookline/schema';
import { logIn } from '../admin/testing.ts';
import { guardHeaders } from '../http/request-guard.ts';
import { DEMO_CLIENT_ID, DEMO_LOGIN, seedDemo } from '../seed/demo.ts';
import { Shopper, shopTestApp } from './testing.ts';

const pageData = (html: string) =>
  JSON.parse(/<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);

const doc = (text: string) => ({
  root: { props: { title: 'Our story' } },
  content: [{ type: 'Heading', props: { id: 'story', text, level: 'h1', align: 'left' } }],
});

describe.each(testDatabases())('builder pages in the shop on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;
  const api = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api/admin/pages/${DEMO_CLIENT_ID}${path}`,
      headers: {
        ...guardHeaders,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    database = await open();
    await seedDemo(database.db);
    app = await shopTestApp(database);
    cookie = await logIn(app, DEMO_LOGIN.email, DEMO_LOGIN.password);
  });
  afterAll(() => app.close());

  it('serves the seeded front page from the builder, its content in the HTML', async () => {
    const response = await new Shopper(app).get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1 id="hero-title"[^>]*>Good things for slow mornings<\/h1>/);
    // The markup is not sent twice: the client keeps what the server rendered.
    expect(pageData(response.body).props.builder.html).toBe('');
  });

  it('serves a page at its address once published, and the 404 page before and after', async () => {
    const created = await api('POST', '', {
      title: 'Our story',
      slug: 'our-story',
      document: doc('Since 2014'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().page as TAdminPage;
    const before = await new Shopper(app).get('/our-story');
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('Page not found');

    expect((await api('POST', `/${page.id}/publish`)).statusCode).toBe(200);
    const published = await new Shopper(app).get('/our-story');
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('<title>Our story – Hookline Supply Co.</title>');
    expect(published.body).toMatch(/<h1 id="story"[^>]*>Since 2014<\/h1>/);

    // A saved draft changes nothing for visitors until it is published; the preview link shows it.
    await api('PUT', `/${page.id}`, { title: 'Our story', slug: 'our-story', document: doc('Since 2015') });
    expect((await new Shopper(app).get('/our-story')).body).toContain('Since 2014');
    const preview = await new Shopper(app).get(page.preview_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Since 2015');
    expect(preview.body).toContain('Preview of a draft');

    await api('POST', `/${page.id}/unpublish`);
    expect((await new Shopper(app).get('/our-story')).statusCode).toBe(404);
  });

  it('answers the 404 page for unknown addresses and preview tokens', async () => {
    for (const path of ['/no-such-page', '/preview/not-a-token']) {
      const response = await new Shopper(app).get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('Page not found');
    }
  });
});
