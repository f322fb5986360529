import { expect, it } from 'vitest';
import type { TAdminPage, TPageRevisionsResponse } from '@hookline/schema';
import { adminSuite, logIn } from '../admin/testing.ts';

const heading = (text: string) => ({
  root: { props: { title: 'About' } },
  content: [{ type: 'Heading', props: { id: 'h1', text, level: 'h1', align: 'left' } }],
});

adminSuite('builder pages', (suite) => {
  const base = () => `/api/admin/pages/${suite.owner.site.clientId}`;
  const create = async (slug: string, document: unknown = heading('Our story')) => {
    const response = await suite.call('POST', base(), { title: 'About us', slug, document });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { page: TAdminPage }).page;
  };

  it('creates a draft page that visitors do not see until it is published', async () => {
    const page = await create('about-draft');
    expect(page).toMatchObject({ status: 'draft', path: '/about-draft', has_unpublished_changes: true });
    expect(page.preview_url).toMatch(/^\/preview\/[A-Za-z0-9_-]{32}$/);
    const list = await suite.get(base());
    expect(list.json().pages.map((p: TAdminPage) => p.slug)).toContain('about-draft');
  });

  it('saves drafts, publishes, unpublishes and keeps every version as a revision', async () => {
    const page = await create('about-history');
    const saved = await suite.call('PUT', `${base()}/${page.id}`, {
      title: 'About us',
      slug: 'about-history',
      document: heading('Second words'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = (await suite.call('POST', `${base()}/${page.id}/publish`)).json().page as TAdminPage;
    expect(published).toMatchObject({ status: 'published', has_unpublished_changes: false });
    await suite.call('PUT', `${base()}/${page.id}`, {
      title: 'About us',
      slug: 'about-history',
      document: heading('Third'),
    });
    const changed = (await suite.get(`${base()}/${page.id}`)).json().page as TAdminPage;
    expect(changed.has_unpublished_changes).toBe(true);

    const { revisions } = (
      await suite.get(`${base()}/${page.id}/revisions`)
    ).json() as TPageRevisionsResponse;
    expect(revisions.map((r) => r.reason)).toEqual(['saved', 'published', 'saved', 'saved']);

    const first = revisions.at(-1)!;
    const restored = await suite.call('POST', `${base()}/${page.id}/revisions/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json().page as TAdminPage).draft.content[0]!.props.text).toBe('Our story');

    const unpublished = (await suite.call('POST', `${base()}/${page.id}/unpublish`)).json()
      .page as TAdminPage;
    expect(unpublished.status).toBe('draft');
  });

  it('sanitises rich text before storing it', async () => {
    const page = await create('about-clean', {
      root: {},
      content: [
        { type: 'RichText', props: { id: 'r', html: '<p onclick="x()">Hi<script>alert(1)</script></p>' } },
      ],
    });
    expect(page.draft.content[0]!.props.html).toBe('<p>Hi</p>');
  });

  it.each([
    ['a reserved address', { title: 'Cart', slug: 'cart' }, 400, /one of the shop/],
    ['a bad address', { title: 'x', slug: 'Not A Slug' }, 400, /slug/],
    ['no title', { title: '', slug: 'ok-page' }, 400, /title/],
    [
      'an unknown widget',
      { title: 'x', slug: 'odd', document: { root: {}, content: [{ type: 'Nope', props: { id: 'a' } }] } },
      400,
      /no widget Nope/,
    ],
    [
      'a node without an id',
      { title: 'x', slug: 'odd2', document: { root: {}, content: [{ type: 'Heading', props: {} }] } },
      400,
      /id/,
    ],
    ['an unknown field', { title: 'x', slug: 'odd3', extra: 1 }, 400, /extra/],
  ])('refuses %s with a 4xx and writes nothing', async (_name, body, status, message) => {
    const before = (await suite.get(base())).json().pages.length;
    const response = await suite.call('POST', base(), body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect((await suite.get(base())).json().pages.length).toBe(before);
  });

  it('refuses a second page at the same address with a 409', async () => {
    await create('twice');
    const again = await suite.call('POST', base(), { title: 'Again', slug: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('slug_taken');
  });

  it('answers 404 for unknown pages and revisions, 400 for bad ids', async () => {
    expect((await suite.get(`${base()}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await suite.get(`${base()}/not-a-uuid`)).statusCode).toBe(400);
    const page = await create('restore-missing');
    expect((await suite.call('POST', `${base()}/${page.id}/revisions/999999/restore`)).statusCode).toBe(404);
    expect((await suite.call('POST', `${base()}/${page.id}/revisions/abc/restore`)).statusCode).toBe(400);
  });

  it('keeps one account from reading or changing another account’s pages', async () => {
    const page = await create('private-page');
    const otherCookie = await logIn(suite.app, suite.other.email);
    const as = { cookie: otherCookie };
    const otherBase = `/api/admin/pages/${suite.other.site.clientId}`;
    expect((await suite.get(base(), as)).statusCode).toBe(404);
    expect((await suite.get(`${base()}/${page.id}`, as)).statusCode).toBe(404);
    expect((await suite.get(`${otherBase}/${page.id}`, as)).statusCode).toBe(404);
    for (const [method, path] of [
      ['PUT', `${otherBase}/${page.id}`],
      ['POST', `${otherBase}/${page.id}/publish`],
      ['POST', `${otherBase}/${page.id}/unpublish`],
      ['DELETE', `${otherBase}/${page.id}`],
    ] as const) {
      const body = method === 'PUT' ? { title: 'Mine', slug: 'mine', document: heading('x') } : undefined;
      expect((await suite.call(method, path, body, as)).statusCode, path).toBe(404);
    }
    const { revisions } = (
      await suite.get(`${base()}/${page.id}/revisions`)
    ).json() as TPageRevisionsResponse;
    const restore = await suite.call(
      'POST',
      `${otherBase}/${page.id}/revisions/${revisions[0]!.id}/restore`,
      undefined,
      as,
    );
    expect(restore.statusCode).toBe(404);
    const unchanged = (await suite.get(`${base()}/${page.id}`)).json().page as TAdminPage;
    expect(unchanged).toMatchObject({ title: 'About us', status: 'draft' });
  });

  it('needs a session', async () => {
    expect((await suite.get(base(), {})).statusCode).toBe(401);
  });
});
