import { beforeAll, expect, it } from 'vitest';
import {
  ZAdminCollection,
  ZAdminEntry,
  ZAdminEntryPage,
  ZAdminTaxonomy,
  ZAdminTerm,
  ZCollectionConflict,
} from '@hookline/schema/cms';
import { adminSuite, logIn } from '../admin/testing.ts';
import { LOOKBOOK, addTestImage } from './testing.ts';

adminSuite('content admin API', (suite) => {
  const api = (path: string, clientId = suite.owner.site.clientId) => `/api/admin/content/${clientId}${path}`;
  let tags: { id: string; red: string; blue: string };
  let collectionId: string;
  let image: string;
  let othersImage: string;

  beforeAll(async () => {
    const taxonomy = await suite.call('POST', api('/taxonomies'), {
      name: 'Tags',
      singular_name: 'Tag',
      slug: 'tag',
    });
    expect(taxonomy.statusCode, taxonomy.body).toBe(201);
    const id = ZAdminTaxonomy.parse(taxonomy.json()).id;
    const term = async (name: string) => {
      const response = await suite.call('POST', api(`/taxonomies/${id}/terms`), { name });
      expect(response.statusCode, response.body).toBe(201);
      return ZAdminTerm.parse(response.json()).id;
    };
    tags = { id, red: await term('Red'), blue: await term('Blue') };
    const collection = await suite.call('POST', api('/collections'), LOOKBOOK);
    expect(collection.statusCode, collection.body).toBe(201);
    collectionId = ZAdminCollection.parse(collection.json()).id;
    image = await addTestImage(suite.database.db, suite.owner.site.id);
    othersImage = await addTestImage(suite.database.db, suite.other.site.id);
  });

  const createEntry = (body: unknown) =>
    suite.call('POST', api(`/collections/${collectionId}/entries`), body);

  it('stores an entry with rich text, a gallery, repeater rows and terms; the rich text sanitised', async () => {
    const response = await createEntry({
      title: 'Linen, in June',
      status: 'published',
      author: 'Maya Chen',
      featured_image: { media_id: image, alt: 'Linen' },
      terms: { tag: [tags.red, tags.blue] },
      fields: {
        body: '<p>Soft <strong>linen</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        photos: [{ media_id: image, alt: 'One', caption: 'First' }],
        slides: [
          { caption: 'Morning', photo: { media_id: image, alt: '' } },
          { caption: 'Evening', photo: null },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = ZAdminEntry.parse(response.json());
    expect(entry).toMatchObject({
      slug: 'linen-in-june',
      status: 'published',
      terms: { tag: [tags.red, tags.blue] },
    });
    expect(entry.fields.body).toBe('<p>Soft <strong>linen</strong></p><img src="x" />');
    expect(entry.fields.price).toBeNull();
    expect(entry.published_at).not.toBeNull();
    const again = await suite.get(api(`/entries/${entry.id}`));
    expect(ZAdminEntry.parse(again.json()).fields.slides).toEqual([
      { caption: 'Morning', photo: { media_id: image, alt: '' } },
      { caption: 'Evening', photo: null },
    ]);
  });

  it('lets a draft leave a required field empty, not a published entry, naming the field', async () => {
    expect((await createEntry({ title: 'Draft look' })).statusCode).toBe(201);
    const refused = await createEntry({ title: 'Live look', status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'invalid_request',
      message: 'Invalid body: fields.body: "Body" is required to publish',
    });
  });

  it.each([
    [{ title: 'x', fields: { price: 'free' } }, 'fields.price: "Price" must be a number'],
    [{ title: 'x', fields: { colour: 'red' } }, 'fields: the collection has no field "colour"'],
    [{ title: 'x', fields: { slides: [{ caption: 5 }] } }, '"Slides", row 1: "Caption" must be text'],
    [{ title: 'x', terms: { category: [] } }, 'terms: only takes terms of "tag"'],
    [{ title: 'x', status: 'live' }, 'status must be draft or published'],
    [{ title: '' }, 'title: give the entry a title'],
    [[], 'Invalid body'],
  ])('refuses %j with a 400 saying why', async (body, message) => {
    const response = await createEntry(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses images and terms that are not the site’s own', async () => {
    const foreign = await createEntry({ title: 'x', fields: { photos: [{ media_id: othersImage }] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('"Photos" uses an image that is not in this site\'s media library');
    const inRow = await createEntry({
      title: 'x',
      fields: { slides: [{ photo: { media_id: othersImage } }] },
    });
    expect(inRow.json().message).toBe(
      '"Slides" > "Photo" uses an image that is not in this site\'s media library',
    );
    const wrongTerm = await createEntry({ title: 'x', terms: { tag: [tags.id] } });
    expect(wrongTerm.statusCode).toBe(400);
    expect(wrongTerm.json().message).toBe('terms.tag uses a term that is not one of "tag" on this site');
  });

  it('numbers a slug made from a title already used, and refuses a slug given twice', async () => {
    const first = ZAdminEntry.parse((await createEntry({ title: 'Twin' })).json());
    const second = ZAdminEntry.parse((await createEntry({ title: 'Twin' })).json());
    expect([first.slug, second.slug]).toEqual(['twin', 'twin-2']);
    const given = await createEntry({ title: 'Other', slug: 'twin' });
    expect(given.statusCode).toBe(409);
    expect(given.json()).toEqual({
      error: 'slug_taken',
      message: 'Another entry of Lookbook already uses the slug "twin"',
    });
  });

  it('numbers a term slug made from a name already used, refuses one given twice, keeps it on a save', async () => {
    const swatches = await suite.call('POST', api('/taxonomies'), {
      name: 'Swatches',
      singular_name: 'Swatch',
      slug: 'swatch',
    });
    const terms = api(`/taxonomies/${ZAdminTaxonomy.parse(swatches.json()).id}/terms`);
    const first = ZAdminTerm.parse((await suite.call('POST', terms, { name: 'Green' })).json());
    const second = ZAdminTerm.parse((await suite.call('POST', terms, { name: 'Green' })).json());
    expect([first.slug, second.slug]).toEqual(['green', 'green-2']);
    const given = await suite.call('POST', terms, { name: 'Olive', slug: 'green' });
    expect(given.statusCode).toBe(409);
    expect(given.json()).toEqual({
      error: 'slug_taken',
      message: 'Another term of Swatches already uses the slug "green"',
    });
    const renamed = await suite.call('PUT', api(`/terms/${second.id}`), { name: 'Sage' });
    expect(ZAdminTerm.parse(renamed.json())).toMatchObject({ name: 'Sage', slug: 'green-2' });
    const clash = await suite.call('PUT', api(`/terms/${second.id}`), { name: 'Sage', slug: 'green' });
    expect(clash.statusCode).toBe(409);
  });

  it('lists entries with status, search and paging', async () => {
    const drafts = ZAdminEntryPage.parse(
      (await suite.get(api(`/collections/${collectionId}/entries?status=draft`))).json(),
    );
    expect(drafts.rows.every((row) => row.status === 'draft')).toBe(true);
    const search = ZAdminEntryPage.parse(
      (await suite.get(api(`/collections/${collectionId}/entries?search=linen`))).json(),
    );
    expect(search.rows.map((row) => row.title)).toEqual(['Linen, in June']);
    expect(search.rows[0]!.featured_image_url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const paged = ZAdminEntryPage.parse(
      (await suite.get(api(`/collections/${collectionId}/entries?per_page=2&page=2`))).json(),
    );
    expect(paged).toMatchObject({ page: 2, per_page: 2 });
    expect(paged.rows).toHaveLength(2);
    expect((await suite.get(api(`/collections/${collectionId}/entries?per_page=0`))).statusCode).toBe(400);
  });

  it('refuses a field change existing values do not fit, then clears them when asked', async () => {
    const entry = ZAdminEntry.parse((await createEntry({ title: 'Priced', fields: { price: 250 } })).json());
    const capped = {
      ...LOOKBOOK,
      fields: LOOKBOOK.fields.map((field) => (field.key === 'price' ? { ...field, max: 100 } : field)),
    };
    const refused = await suite.call('PUT', api(`/collections/${collectionId}`), capped);
    expect(refused.statusCode).toBe(409);
    const conflict = ZCollectionConflict.parse(refused.json());
    expect(conflict.conflicts).toEqual([
      { entry_id: entry.id, entry_title: 'Priced', field: 'price', message: '"Price" must be at most 100' },
    ]);
    expect((await suite.get(api(`/entries/${entry.id}`))).json().fields.price).toBe(250);
    const cleared = await suite.call('PUT', api(`/collections/${collectionId}?clear_invalid=true`), capped);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await suite.get(api(`/entries/${entry.id}`))).json().fields.price).toBeNull();
    // A removed field's values go with it; an added one starts empty.
    const changed = {
      ...LOOKBOOK,
      fields: [
        ...LOOKBOOK.fields.filter((f) => f.key !== 'price'),
        { key: 'featured', label: 'Featured', kind: 'true_false' },
      ],
    };
    expect((await suite.call('PUT', api(`/collections/${collectionId}`), changed)).statusCode).toBe(200);
    const fields = (await suite.get(api(`/entries/${entry.id}`))).json().fields;
    expect(fields).not.toHaveProperty('price');
    expect(fields.featured).toBe(false);
    await suite.call('PUT', api(`/collections/${collectionId}`), LOOKBOOK);
  });

  it.each([
    [{ ...LOOKBOOK, slug: 'lookbook-2' }, 400, 'a collection\'s slug stays "lookbook"'],
    [{ ...LOOKBOOK, taxonomies: ['colour'] }, 400, 'taxonomies: "colour" is not a taxonomy of this site'],
    [
      { ...LOOKBOOK, fields: [{ key: 'topics', label: 'Topics', kind: 'terms', taxonomy: 'topic' }] },
      400,
      'The field "Topics" names the taxonomy "topic", which this site does not have',
    ],
  ])('refuses a collection change: %#', async (body, status, message) => {
    const response = await suite.call('PUT', api(`/collections/${collectionId}`), body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('refuses a new collection on a shop address or a slug taken', async () => {
    const reserved = await suite.call('POST', api('/collections'), { ...LOOKBOOK, slug: 'checkout' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toContain('slug: is one of the shop’s own addresses');
    const taken = await suite.call('POST', api('/collections'), LOOKBOOK);
    expect(taken.statusCode).toBe(409);
  });

  it('keeps terms’ parents in hierarchical taxonomies only, without loops', async () => {
    const flat = await suite.call('POST', api(`/taxonomies/${tags.id}/terms`), {
      name: 'Dark red',
      parent_id: tags.red,
    });
    expect(flat.json().message).toBe('Invalid body: parent_id: Tags is flat; its terms have no parents');
    const categories = ZAdminTaxonomy.parse(
      (
        await suite.call('POST', api('/taxonomies'), {
          name: 'Categories',
          singular_name: 'Category',
          slug: 'category',
          hierarchical: true,
        })
      ).json(),
    );
    const top = ZAdminTerm.parse(
      (await suite.call('POST', api(`/taxonomies/${categories.id}/terms`), { name: 'Style' })).json(),
    );
    const child = ZAdminTerm.parse(
      (
        await suite.call('POST', api(`/taxonomies/${categories.id}/terms`), {
          name: 'Linen',
          parent_id: top.id,
        })
      ).json(),
    );
    const loop = await suite.call('PUT', api(`/terms/${top.id}`), { name: 'Style', parent_id: child.id });
    expect(loop.json().message).toBe('Invalid body: parent_id: a term cannot sit below itself');
  });

  it('stores a menu and refuses items pointing at another site’s entries', async () => {
    const menu = await suite.call('POST', api('/menus'), {
      name: 'Main',
      slug: 'main',
      items: [{ id: 'home', label: 'Home', url: '/' }],
    });
    expect(menu.statusCode, menu.body).toBe(201);
    const own = ZAdminEntry.parse((await createEntry({ title: 'Menu target' })).json());
    const withEntry = await suite.call('PUT', api(`/menus/${menu.json().id}`), {
      name: 'Main',
      slug: 'main',
      items: [{ id: 'look', label: 'Look', entry_id: own.id }],
    });
    expect(withEntry.statusCode, withEntry.body).toBe(200);
    const foreign = await suite.call('POST', api('/menus', suite.other.site.clientId), {
      name: 'M',
      slug: 'm',
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await suite.call('PUT', api(`/menus/${menu.json().id}`), {
      name: 'Main',
      slug: 'main',
      items: [{ id: 'x', label: 'X', entry_id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never lets another account read or change the owner’s content', async () => {
    const entry = ZAdminEntry.parse((await createEntry({ title: 'Private' })).json());
    const menus = (await suite.get(api('/menus'))).json() as { id: string }[];
    const otherCookie = { cookie: await logIn(suite.app, suite.other.email) };
    const attempts: [string, string, unknown?][] = [
      ['GET', api('/collections')],
      ['GET', api(`/collections/${collectionId}`)],
      ['GET', api(`/collections/${collectionId}/entries`)],
      ['GET', api(`/entries/${entry.id}`)],
      ['GET', api('/taxonomies')],
      ['GET', api('/menus')],
      ['PUT', api(`/entries/${entry.id}`), { title: 'Taken' }],
      ['DELETE', api(`/entries/${entry.id}`)],
      ['DELETE', api(`/collections/${collectionId}`)],
      ['DELETE', api(`/terms/${tags.red}`)],
      ['DELETE', api(`/menus/${menus[0]!.id}`)],
      // Through the other account's own site: the owner's ids are unknown there.
      ['GET', api(`/collections/${collectionId}`, suite.other.site.clientId)],
      ['GET', api(`/entries/${entry.id}`, suite.other.site.clientId)],
      ['PUT', api(`/entries/${entry.id}`, suite.other.site.clientId), { title: 'Taken' }],
      ['DELETE', api(`/terms/${tags.red}`, suite.other.site.clientId)],
      ['GET', api(`/taxonomies/${tags.id}/terms`, suite.other.site.clientId)],
    ];
    for (const [method, url, body] of attempts) {
      const response = await suite.call(method as 'GET', url, body, otherCookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(ZAdminEntry.parse((await suite.get(api(`/entries/${entry.id}`))).json()).title).toBe('Private');
    expect((await suite.get(api(`/taxonomies/${tags.id}/terms`))).json()).toHaveLength(2);
  });

  it('answers 401 without a session', async () => {
    const response = await suite.get(api('/collections'), {});
    expect(response.statusCode).toBe(401);
  });
});
