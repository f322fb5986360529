import { beforeAll, expect, it } from 'vitest';
import { eq, addPopup, tables } from '@hookline/db';
import { ZAdminLeadPage } from '@hookline/schema';
import { adminSuite } from './testing.ts';

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

adminSuite('lead filters, deletion and CSV export', (suite) => {
  let secondPopup: typeof tables.popups.$inferSelect;

  beforeAll(async () => {
    secondPopup = await addPopup(suite.database.db, suite.owner, {
      name: 'Exit bar, "quoted"',
      type: 'bar',
      status: 'paused',
      width: 1920,
      height: 80,
      content: suite.owner.popup.content,
    });
    const lead = (popupId: string, createdAt: string, fields: Record<string, string>) => ({
      siteId: suite.owner.site.id,
      popupId,
      createdAt: new Date(createdAt),
      email: fields.email ?? null,
      fields,
      payload: {},
    });
    await suite.database.db.insert(tables.conversions).values([
      lead(suite.owner.popup.id, '2025-04-01T10:00:00Z', {
        email: 'ann@example.com',
        name: 'Ann, the baker',
      }),
      lead(suite.owner.popup.id, '2025-04-02T10:00:00Z', {
        email: 'bob@example.com',
        phone: '+972501234567',
      }),
      lead(secondPopup.id, '2025-04-03T10:00:00Z', {
        email: 'eve@example.com',
        message: '=HYPERLINK("http://evil")\nline 2',
      }),
      lead(secondPopup.id, '2025-04-03T23:30:00Z', { email: 'dan@example.com', name: 'דן 100%_off' }),
    ]);
    await suite.database.db.insert(tables.conversions).values({
      siteId: suite.other.site.id,
      popupId: suite.other.popup.id,
      email: 'secret@example.com',
      fields: { email: 'secret@example.com', secret_field: 'x' },
      payload: {},
    });
  });

  const { get } = suite;
  const emails = async (query: string) =>
    ZAdminLeadPage.parse(
      (await get(`/api/admin/leads?site=${suite.owner.site.clientId}${query}`)).json(),
    ).rows.map((r) => r.email);

  it.each([
    ['a search in any form value', '&q=BAKER', ['ann@example.com']],
    ['a search for a phone number', '&q=97250', ['bob@example.com']],
    ['a search taking % and _ literally', '&q=100%25_', ['dan@example.com']],
    ['a search matching nothing', '&q=zzz', []],
    [
      'a date range',
      '&from=2025-04-02&to=2025-04-03',
      ['dan@example.com', 'eve@example.com', 'bob@example.com'],
    ],
    ['a date range in a time zone', '&from=2025-04-04&to=2025-04-04&tz=Asia/Jerusalem', ['dan@example.com']],
    [
      'a popup and a date',
      () => `&popup=${secondPopup.publicId}&from=2025-04-03&to=2025-04-03`,
      ['dan@example.com', 'eve@example.com'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    expect(await emails(typeof query === 'function' ? query() : query)).toEqual(expected);
  });

  it('exports every matching lead as CSV: one column per form field, quoted and safe for spreadsheets', async () => {
    const response = await get(`/api/admin/leads.csv?site=${suite.owner.site.clientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-[a-z0-9]{13}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'lead_id',
      'created_at',
      'popup_id',
      'popup_name',
      'email',
      'message',
      'name',
      'phone',
      'store_integration',
      'store_integration_customer_id',
      'coupon_code',
    ]);
    expect(rows).toHaveLength(4);
    const byEmail = new Map(rows.map((row) => [row[4], row]));
    expect(byEmail.get('ann@example.com')!.slice(1)).toEqual([
      '2025-04-01T10:00:00.000Z',
      suite.owner.popup.publicId,
      'Welcome lightbox',
      'ann@example.com',
      '',
      'Ann, the baker',
      '',
      '',
      '',
      '',
    ]);
    expect(byEmail.get('eve@example.com')![3]).toBe('Exit bar, "quoted"');
    expect(byEmail.get('eve@example.com')![5]).toBe('\'=HYPERLINK("http://evil")\nline 2');
    expect(byEmail.get('bob@example.com')![7]).toBe("'+972501234567");
    expect(byEmail.get('dan@example.com')![6]).toBe('דן 100%_off');
    expect(response.body).not.toContain('secret');
  });

  it('exports with the same filters as the table', async () => {
    const response = await get(`/api/admin/leads.csv?site=${suite.owner.site.clientId}&q=ann`);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(rows.map((r) => r[4])).toEqual(['ann@example.com']);
    expect(header).toEqual([
      'lead_id',
      'created_at',
      'popup_id',
      'popup_name',
      'email',
      'name',
      'store_integration',
      'store_integration_customer_id',
      'coupon_code',
    ]);
  });

  it.each([
    ['another account’s site', () => `?site=${suite.other.site.clientId}`],
    ['another account’s popup', () => `?popup=${suite.other.popup.publicId}`],
  ])('answers 404 to an export of %s, never its leads', async (_name, query) => {
    const response = await get(`/api/admin/leads.csv${query()}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
  });

  it('answers 400 to a malformed export query and 401 without a session', async () => {
    expect((await get('/api/admin/leads.csv?site=NOPE')).statusCode).toBe(400);
    expect((await get('/api/admin/leads.csv?limit=5')).statusCode).toBe(400);
    expect((await get(`/api/admin/leads.csv?site=${suite.owner.site.clientId}`, {})).statusCode).toBe(401);
  });

  it('deletes a lead for a privacy request, with its email elsewhere, and never another account’s', async () => {
    const [bob] = await suite.database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.email, 'bob@example.com'));
    await suite.database.db.insert(tables.closes).values({
      siteId: suite.owner.site.id,
      popupId: suite.owner.popup.id,
      convertedEmail: 'bob@example.com',
    });
    const del = (id: string, headers?: Record<string, string>) =>
      suite.call('DELETE', `/api/admin/leads/${id}`, undefined, headers);

    const [secret] = await suite.database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.email, 'secret@example.com'));
    expect((await del(secret!.id.toString())).statusCode).toBe(404);
    expect(
      await suite.database.db.select().from(tables.conversions).where(eq(tables.conversions.id, secret!.id)),
    ).toHaveLength(1);
    expect((await del(bob!.id.toString(), {})).statusCode).toBe(401);
    expect((await del('abc')).statusCode).toBe(400);

    expect((await del(bob!.id.toString())).statusCode).toBe(204);
    expect(await emails('')).not.toContain('bob@example.com');
    const closes = await suite.database.db
      .select()
      .from(tables.closes)
      .where(eq(tables.closes.convertedEmail, 'bob@example.com'));
    expect(closes).toHaveLength(0);
    expect((await del(bob!.id.toString())).statusCode).toBe(404);
  });
});
