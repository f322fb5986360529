import { and, createCoupon, eq, publicId, tables, type Db } from '@hookline/db';
import { ZPopupCreateRequest } from '@hookline/schema';
import { popupTemplate, templateDocument, WELCOME_TEMPLATE_ID } from '@hookline/schema/popup-templates';
import { newPopupDefaults } from '../admin/popup-wire.ts';
import { hashPassword } from '../auth/password.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedPages } from './pages/index.ts';
import { upgradeWelcomeRules, welcomeRules } from './welcome-rules.ts';

export const DEMO_LOGIN = { email: 'owner@example.com', password: 'hookline-demo' } as const;
export const DEMO_CLIENT_ID = 'hooklinedemo1';

/**
 * Seeds the demo once: the owner, the site `hooklinedemo1` on localhost and 127.0.0.1 (any port),
 * and the gallery's welcome template, active: an email lightbox 3 seconds after the page loads, at
 * most once a visit, never on the cart or checkout, never over an add-to-cart confirmation, and
 * never again after a sign-up (welcome-rules.ts), whose thank-you screen shows the WELCOME10
 * code (copied on click) and closes by itself after 5 s; the shop takes that code (10% off, once
 * per customer). Does nothing when the demo site exists, beyond what later versions added to it.
 */
export async function seedDemo(db: Db): Promise<{ clientId: string; created: boolean }> {
  await seedCatalog(db);
  const [existing] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
  if (existing) {
    // A demo site made without its owner (by a test, or by hand) gets the demo login.
    const [owner] = await db.select().from(tables.users).where(eq(tables.users.email, DEMO_LOGIN.email));
    if (!owner) {
      const passwordHash = await hashPassword(DEMO_LOGIN.password);
      await db
        .insert(tables.users)
        .values({ accountId: existing.accountId, email: DEMO_LOGIN.email, passwordHash });
    }
    // Demo data from before the media library gets its pictures too.
    await seedDemoMedia(db, DEMO_CLIENT_ID);
    await seedPages(db, DEMO_CLIENT_ID);
    await seedWelcomeCoupon(db, existing.id);
    await upgradeWelcomeRules(db, existing.id, welcomeTemplateRules());
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
    const welcome = welcomePopup();
    await tx.insert(tables.popups).values({
      accountId: account!.id,
      siteId: site!.id,
      publicId: publicId(),
      viewerId: publicId(),
      status: 'active',
      ...welcome,
    });
    await seedWelcomeCoupon(tx, site!.id);
  });
  await seedDemoMedia(db, DEMO_CLIENT_ID);
  await seedPages(db, DEMO_CLIENT_ID);
  return { clientId: DEMO_CLIENT_ID, created: true };
}

/** The shop coupon behind the welcome popup's WELCOME10, so the code it promises is one the checkout takes. */
async function seedWelcomeCoupon(db: Db, siteId: string): Promise<void> {
  const [welcome] = await db
    .select({ id: tables.popups.id })
    .from(tables.popups)
    .where(and(eq(tables.popups.siteId, siteId), eq(tables.popups.name, 'Welcome offer')));
  await createCoupon(db, {
    siteId,
    code: 'welcome10',
    kind: 'percent',
    amount: 10,
    usageLimitPerCustomer: 1,
    popupId: welcome?.id ?? null,
    description: 'The welcome popup’s code: 10% off the first order.',
  });
}

/** The welcome template as the create API stores it, under the name the demo has always used. */
function welcomePopup() {
  const template = popupTemplate(WELCOME_TEMPLATE_ID)!;
  const popup = newPopupDefaults(
    ZPopupCreateRequest.parse({ ...templateDocument(template, 'en'), name: 'Welcome offer' }),
  );
  return { ...popup, displayRules: welcomeRules(popup.displayRules ?? {}) };
}

/** The welcome template's own display rules (its page rules), as the create API stores them. */
const welcomeTemplateRules = () => welcomePopup().displayRules;
