import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPopup, createSiteWithLightbox, emailFormContent, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { seedDemo } from '../seed/demo.ts';
import { decideDisplay, type DisplayCall } from './decide-display.ts';
import { displayAnswerBytes, displayAnswerParts, unpreparedParts } from './display-answer.ts';
import { SiteCache } from './site-cache.ts';

/**
 * The display answer is written from a per-site prepared answer with the visitor's fields spliced
 * in; its bytes must be those the envelope gave when serialised on every call, for every visitor.
 */

const VISITORS = [
  { ip: '127.0.0.1', countryCode: '', country: '' },
  { ip: '2001:db8::1', countryCode: 'CI', country: "Côte d'Ivoire" },
  { ip: '203.0.113.9', countryCode: 'US', country: 'United States' },
  { ip: '"quoted"\\ip', countryCode: 'ZZ', country: 'A "strange" \u2028 name' },
];

describe('the prepared display answer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const answersOf = async (clientId: string, domain: string) => {
    const deps = { sites: new SiteCache(database.db), db: database.db };
    const compared: { prepared: Buffer; before: Buffer }[] = [];
    // Twice each: the first call prepares the site's answer, the second is served from it.
    for (const origin of [...VISITORS, ...VISITORS]) {
      const call: DisplayCall = {
        clientId,
        body: { domain },
        origin,
        now: new Date(),
        random: () => 0.5,
        serverOrigin: () => 'http://127.0.0.1:3000',
      };
      const answer = await decideDisplay(call, deps);
      // The plain answer is the prepared one: the comparison below is not one path against itself.
      expect(answer.site).toBeDefined();
      expect(displayAnswerParts(answer)).toHaveLength(3);
      compared.push({ prepared: displayAnswerBytes(answer), before: Buffer.concat(unpreparedParts(answer)) });
    }
    return compared;
  };

  it('gives the same bytes as before for the seeded demo site', async () => {
    const { clientId } = await seedDemo(database.db);
    const answers = await answersOf(clientId, 'localhost');
    for (const { prepared, before } of answers) expect(prepared.toString()).toBe(before.toString());
    expect(JSON.parse(answers[1]!.prepared.toString())).toMatchObject({
      country: "Côte d'Ivoire",
      ip: '2001:db8::1',
      display: true,
      poptins: [expect.objectContaining({ poptin_name: expect.any(String) })],
    });
  });

  it('gives the same bytes as before for a site with 50 popups', async () => {
    const owner = await createSiteWithLightbox(database.db, { domains: ['shop.example.com'] });
    for (let i = 2; i <= 50; i++) {
      await addPopup(database.db, owner, {
        name: `Popup ${i}`,
        content: emailFormContent(`Offer ${i}`),
        triggers: { seconds_on_page: 5 },
      });
    }
    const answers = await answersOf(owner.site.clientId, 'shop.example.com');
    for (const { prepared, before } of answers) expect(prepared.equals(before)).toBe(true);
    expect(JSON.parse(answers[0]!.prepared.toString()).poptins).toHaveLength(50);
  });
});
