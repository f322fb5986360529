import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, type Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { buildApp } from '../app.ts';
import { formBody, testConfig } from '../testing.ts';

const EMAIL = 'private.person@example.com';
const NAME = 'Ada Lovelace-Byron';

describe.each(testDatabases())('a failed write’s log on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  const trigger = `hl_refuse_${uniqueSuffix()}`;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  const run = (statement: string) => database.db.execute(statement as never);

  beforeAll(async () => {
    database = await open();
    ({ app } = await buildApp({
      database,
      config: testConfig(),
      logStream: { write: (line) => void lines.push(line) },
    }));
    demo = await createSiteWithLightbox(database.db);
    // The database refuses this site's leads, as a full disk or a broken constraint would.
    await run(
      `create function ${trigger}() returns trigger language plpgsql as $$ begin ` +
        `if new.site_id = '${demo.site.id}' then raise exception 'refused for the test'; end if; ` +
        `return new; end $$`,
    );
    await run(
      `create trigger ${trigger} before insert on conversions for each row execute function ${trigger}()`,
    );
  });
  afterAll(async () => {
    await run(`drop trigger if exists ${trigger} on conversions`);
    await run(`drop function if exists ${trigger}()`);
    await app.close();
  });

  it('answers 500 and logs ids and codes, never the lead’s email or answers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/conversion/${demo.popup.viewerId}`,
      ...formBody({
        poptin_id: demo.popup.publicId,
        client_id: demo.site.clientId,
        email: EMAIL,
        name: NAME,
        conversion_key: `conv-log-${uniqueSuffix()}`,
      }),
    });
    expect(response.statusCode).toBe(500);
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    const all = lines.join('\n');
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain(NAME);
    // The request's own line, under the same request id, names the popup's viewer id.
    const { reqId } = JSON.parse(failure!) as { reqId: string };
    expect(lines.some((line) => line.includes(reqId) && line.includes(demo.popup.viewerId))).toBe(true);
    expect(failure).toContain('P0001'); // the database's code for a raised exception
  });
});
