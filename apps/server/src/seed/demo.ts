import { emailFormContent, eq, publicId, tables, type Db } from '@hookline/db';
import { hashPassword } from '../auth/password.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemoMedia } from './demo-media.ts';

export const DEMO_LOGIN = { email: 'owner@example.com', password: 'hookline-demo' } as const;
export const DEMO_CLIENT_ID = 'hooklinedemo1';

/**
 * Seeds the demo once: the owner, the site `hooklinedemo1` on localhost and 127.0.0.1 (any port),
 * an active lightbox with an email field that opens 3 seconds after the page loads, on every
 * page but the cart and checkout, and a few pictures in the site's media library.
 * Does nothing when the demo site already exists.
 */
export async function seedDemo(db: Db): Promise<{ clientId: string; created: boolean }> {
  await seedCatalog(db);
  const [existing] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
  if (existing) {
    // Demo data from before the media library gets its pictures too.
    await seedDemoMedia(db, DEMO_CLIENT_ID);
    return { clientId: DEMO_CLIENT_ID, created: false };
  }
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(tables.accounts)
      .values({ name: 'Hookline demo', isFreemium: false, plan: 'pro' })
      .returning();
    await tx.insert(tables.users).values({ accountId: account!.id, email: DEMO_LOGIN.email, passwordHash });
    const [site] = await tx
      .insert(tables.sites)
      .values({
        accountId: account!.id,
        clientId: DEMO_CLIENT_ID,
        name: 'Hookline demo shop',
        domains: ['localhost', '127.0.0.1'],
      })
      .returning();
    await tx.insert(tables.popups).values({
      accountId: account!.id,
      siteId: site!.id,
      publicId: publicId(),
      viewerId: publicId(),
      name: 'Welcome offer',
      type: 'lightbox',
      format: 1,
      target: 'lead',
      status: 'active',
      width: 800,
      height: 500,
      content: emailFormContent('Get 10% off your first order'),
      triggers: { seconds_on_page: 3 },
      // Never in the way of a purchase: kept off the cart and every checkout step.
      displayRules: {
        targeting: {
          pages: {
            mode: 'any',
            rules: [
              { action: 'hide', match: 'starts_with', value: '/cart' },
              { action: 'hide', match: 'starts_with', value: '/checkout' },
            ],
          },
        },
      },
    });
  });
  await seedDemoMedia(db, DEMO_CLIENT_ID);
  return { clientId: DEMO_CLIENT_ID, created: true };
}
