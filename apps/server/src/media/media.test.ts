import { expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { emailFormContent, mediaTables, eq, tables } from '@hookline/db';
import { ZAdminMediaPage, ZMediaUploadResponse, type TAdminMedia } from '@hookline/schema';
import { adminSuite, logIn, type AdminSuite } from '../admin/testing.ts';
import { guardHeaders } from '../http/request-guard.ts';
import { formBody, testApp } from '../testing.ts';
import { TINY_IMAGES } from './testing.ts';

/** An upload as the dashboard sends it: the file as the body, its name in the query. */
const upload = (
  suite: AdminSuite,
  bytes: Buffer,
  name: string,
  type = 'application/octet-stream',
  cookie = suite.cookie,
) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/admin/sites/${suite.owner.site.clientId}/media?name=${encodeURIComponent(name)}`,
    headers: { cookie, 'content-type': type, ...guardHeaders },
    payload: bytes,
  });

const uploaded = async (suite: AdminSuite, bytes: Buffer, name: string): Promise<TAdminMedia> => {
  const response = await upload(suite, bytes, name);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return ZMediaUploadResponse.parse(response.json()).media;
};

adminSuite('media library', (suite) => {
  const base = () => `/api/admin/sites/${suite.owner.site.clientId}/media`;

  it.each([
    ['png', 'image/png', /\.png$/],
    ['jpeg', 'image/jpeg', /\.jpg$/],
    ['webp', 'image/webp', /\.webp$/],
  ] as const)('keeps a %s with its type and pixel size', async (kind, type, extension) => {
    const response = await upload(suite, TINY_IMAGES[kind], `photo-${kind}.img`);
    expect(response.statusCode).toBe(201);
    const { media } = ZMediaUploadResponse.parse(response.json());
    expect(media).toMatchObject({ type, width: 4, height: 3, bytes: TINY_IMAGES[kind].length });
    expect(media.file_name).toBe(`photo-${kind}.img`);
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{32}\./);
    expect(media.url).toMatch(extension);
  });

  it('stores a PNG named .jpg as the PNG it is', async () => {
    const bytes = Buffer.concat([TINY_IMAGES.png, Buffer.from('named-jpg')]);
    const response = await upload(suite, bytes, 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { media } = ZMediaUploadResponse.parse(response.json());
    expect(media.type).toBe('image/png');
    expect(media.url).toMatch(/\.png$/);
    const served = await suite.app.inject({ method: 'GET', url: media.url });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses an HTML page named .png, whatever type it declares', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const response = await upload(suite, html, 'cat.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This file is not a PNG, JPEG or WebP image');
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="3"/></svg>'],
    ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['\uFEFF  <!-- logo --><svg width="4" height="3"></svg>'],
  ])('refuses an SVG, saying why and what to upload instead: %s', async (svg) => {
    const response = await upload(suite, Buffer.from(svg), 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^SVG images are not accepted .* export it as PNG or WebP/);
  });

  it('refuses a file over 5 MB, naming both sizes, and stores nothing', async () => {
    const big = Buffer.alloc(Math.round(7.2 * 1024 * 1024));
    TINY_IMAGES.png.copy(big);
    const before = await suite.get(base(), { cookie: suite.cookie });
    const response = await upload(suite, big, 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Images may be at most 5 MB; this one is 7.2 MB');
    const after = await suite.get(base(), { cookie: suite.cookie });
    expect(after.json().total).toBe(before.json().total);
  });

  it('refuses a file over 5 MB sent without a length once the limit is passed', async () => {
    const chunks = function* () {
      yield TINY_IMAGES.png;
      for (let i = 0; i < 6; i++) yield Buffer.alloc(1024 * 1024);
    };
    const response = await suite.app.inject({
      method: 'POST',
      url: `${base()}?name=streamed.png`,
      headers: { cookie: suite.cookie, 'content-type': 'image/png', ...guardHeaders },
      payload: Readable.from(chunks()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Images may be at most 5 MB; this one is larger');
  });

  it('refuses a damaged image and an empty body with a 4xx', async () => {
    const cut = await upload(suite, TINY_IMAGES.png.subarray(0, 12), 'cut.png');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/damaged or cut short/);
    const empty = await upload(suite, Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const json = await suite.call('POST', base(), { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('stores the same file twice only once, keeping the first name', async () => {
    const bytes = Buffer.concat([TINY_IMAGES.webp, Buffer.from('twice')]);
    const first = await upload(suite, bytes, 'first.webp');
    const second = await upload(suite, bytes, 'second.webp');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      created: false,
      media: { id: first.json().media.id, file_name: 'first.webp' },
    });
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const rows = await suite.database.db
      .select({ id: mediaTables.media.id })
      .from(mediaTables.media)
      .where(eq(mediaTables.media.hash, hash));
    expect(rows).toHaveLength(1);
  });

  it('lists the library newest first, a page at a time', async () => {
    const a = await uploaded(suite, Buffer.concat([TINY_IMAGES.png, Buffer.from('list-a')]), 'a.png');
    const b = await uploaded(suite, Buffer.concat([TINY_IMAGES.png, Buffer.from('list-b')]), 'b.png');
    const page = ZAdminMediaPage.parse(
      (await suite.get(`${base()}?limit=2`, { cookie: suite.cookie })).json(),
    );
    expect(page.rows.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(page.total).toBeGreaterThan(2);
    const next = ZAdminMediaPage.parse(
      (await suite.get(`${base()}?limit=2&offset=2`, { cookie: suite.cookie })).json(),
    );
    expect(next.rows.map((row) => row.id)).not.toContain(b.id);
    const bad = await suite.get(`${base()}?limit=5000`, { cookie: suite.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('serves a file to anyone, cached for a year, typed, unsniffable, with an ETag', async () => {
    const media = await uploaded(suite, Buffer.concat([TINY_IMAGES.jpeg, Buffer.from('serve')]), 'serve.jpg');
    const served = await suite.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.rawPayload.equals(Buffer.concat([TINY_IMAGES.jpeg, Buffer.from('serve')]))).toBe(true);
    const etag = served.headers.etag as string;
    const again = await suite.app.inject({
      method: 'GET',
      url: media.url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const wrongExtension = await suite.app.inject({
      method: 'GET',
      url: media.url.replace(/\.jpg$/, '.png'),
    });
    expect(wrongExtension.statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'GET', url: '/media/..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('deletes an image: gone from the list and from its address', async () => {
    const media = await uploaded(suite, Buffer.concat([TINY_IMAGES.png, Buffer.from('delete')]), 'gone.png');
    const response = await suite.call('DELETE', `${base()}/${media.id}`);
    expect(response.statusCode).toBe(204);
    const page = ZAdminMediaPage.parse(
      (await suite.get(`${base()}?limit=100`, { cookie: suite.cookie })).json(),
    );
    expect(page.rows.map((row) => row.id)).not.toContain(media.id);
    expect((await suite.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
    expect((await suite.call('DELETE', `${base()}/${media.id}`)).statusCode).toBe(404);
  });

  it("never lists, uploads to or deletes another account's media", async () => {
    const mine = await uploaded(suite, Buffer.concat([TINY_IMAGES.png, Buffer.from('mine')]), 'mine.png');
    const otherSite = `/api/admin/sites/${suite.other.site.clientId}/media`;
    expect((await suite.get(otherSite, { cookie: suite.cookie })).statusCode).toBe(404);
    const into = await suite.app.inject({
      method: 'POST',
      url: `${otherSite}?name=x.png`,
      headers: { cookie: suite.cookie, 'content-type': 'image/png', ...guardHeaders },
      payload: TINY_IMAGES.png,
    });
    expect(into.statusCode).toBe(404);
    // The other account's owner, asking for the owner's image under their own site, finds nothing.
    const otherCookie = await logIn(suite.app, suite.other.email);
    const theirs = `/api/admin/sites/${suite.other.site.clientId}/media`;
    const list = ZAdminMediaPage.parse((await suite.get(theirs, { cookie: otherCookie })).json());
    expect(list.rows.map((row) => row.id)).not.toContain(mine.id);
    const removal = await suite.call('DELETE', `${theirs}/${mine.id}`, undefined, { cookie: otherCookie });
    expect(removal.statusCode).toBe(404);
    const ownerList = ZAdminMediaPage.parse(
      (await suite.get(`${base()}?limit=100`, { cookie: suite.cookie })).json(),
    );
    expect(ownerList.rows.map((row) => row.id)).toContain(mine.id);
  });

  it('refuses an upload without a session, or from another page (no request header)', async () => {
    expect((await upload(suite, TINY_IMAGES.png, 'a.png', 'image/png', '')).statusCode).toBe(401);
    const forged = await suite.app.inject({
      method: 'POST',
      url: `${base()}?name=a.png`,
      headers: { cookie: suite.cookie, 'content-type': 'image/png' },
      payload: TINY_IMAGES.png,
    });
    expect(forged.statusCode).toBe(403);
    const form = await suite.app.inject({
      method: 'POST',
      url: `${base()}?name=a.png`,
      headers: { cookie: suite.cookie, 'content-type': 'multipart/form-data; boundary=x', ...guardHeaders },
      payload: '--x--',
    });
    expect(form.statusCode).toBe(415);
  });

  it('hands visitors an absolute address for a popup image from the library', async () => {
    const media = await uploaded(suite, Buffer.concat([TINY_IMAGES.png, Buffer.from('popup')]), 'popup.png');
    const content = emailFormContent('With a picture');
    content.main.blocks.unshift({ type: 'image', src: media.url, alt: 'A picture' });
    await suite.database.db
      .update(tables.popups)
      .set({ content })
      .where(eq(tables.popups.id, suite.owner.popup.id));
    await suite.ctx.sites.changed(suite.owner.site.clientId);
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/display/${suite.owner.site.clientId}`,
      ...formBody({ domain: 'localhost' }),
      headers: { ...formBody({}).headers, host: 'hooks.example:8443' },
    });
    expect(response.statusCode).toBe(200);
    const [image] = response.json().poptins[0].content.main.blocks;
    expect(image).toEqual({ type: 'image', src: `http://hooks.example:8443${media.url}`, alt: 'A picture' });
    // The stored popup keeps the path: the address follows the server wherever it is reached.
    const [stored] = await suite.database.db
      .select({ content: tables.popups.content })
      .from(tables.popups)
      .where(eq(tables.popups.id, suite.owner.popup.id));
    expect(stored!.content.main.blocks[0]).toMatchObject({ src: media.url });
  });

  it('keeps an acknowledged upload across a restart of the server', async () => {
    const media = await uploaded(
      suite,
      Buffer.concat([TINY_IMAGES.webp, Buffer.from('restart')]),
      'kept.webp',
    );
    await suite.app.close();
    ({ app: suite.app, ctx: suite.ctx } = await testApp(suite.database));
    const served = await suite.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
