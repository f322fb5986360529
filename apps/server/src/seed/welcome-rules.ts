import { and, eq, tables, type Db } from '@hookline/db';
import type { TDisplayRules } from '@hookline/schema';

/** The shop's flag that an add-to-cart confirmation or the open mini-cart is on the page (docs/store-integration.md). */
export const CART_CONFIRMATION_FLAG = 'HooklineShop.cartConfirmationShown';

/**
 * The demo welcome popup's display rules, over the welcome template's (`templateRules`: its page
 * rules keep it off the cart and every checkout step, and a visitor who signed up does not see it
 * again): at most once a visit (every page, at most 1 a visit: the frequency grammar's session
 * rule), and never over an add-to-cart confirmation. The last is the JS filter on the shop's
 * `HooklineShop.cartConfirmationShown`, which the visitor script reads when the 3 seconds are up:
 * a popup due while the shopper looks at "added to your cart" is skipped on that page and comes on
 * a later one.
 */
export function welcomeRules(templateRules: TDisplayRules): TDisplayRules {
  return {
    ...templateRules,
    d_f_r: 'all@display_everytime_everypage_1',
    stop_showing_to_converted_users: true,
    js_filter: {
      display_if_specific_js_active: true,
      js_name_pair: [`exact::${CART_CONFIRMATION_FLAG}`],
      js_value_pair: ['equals::true'],
      js_show_pair: ['dont_show'],
    },
  };
}

/** True when the rules already keep the popup from covering an add-to-cart confirmation. */
const watchesConfirmation = (rules: TDisplayRules): boolean =>
  JSON.stringify(rules.js_filter ?? null).includes(CART_CONFIRMATION_FLAG);

/**
 * A demo welcome popup seeded before these rules (it opened on every page until closed, over the
 * cart's confirmation) gets them, once: a popup whose rules already name the flag is left as its
 * owner set it.
 */
export async function upgradeWelcomeRules(
  db: Db,
  siteId: string,
  templateRules: TDisplayRules,
): Promise<void> {
  const [welcome] = await db
    .select({ id: tables.popups.id, rules: tables.popups.displayRules })
    .from(tables.popups)
    .where(and(eq(tables.popups.siteId, siteId), eq(tables.popups.name, 'Welcome offer')));
  if (!welcome || watchesConfirmation(welcome.rules)) return;
  await db
    .update(tables.popups)
    .set({ displayRules: welcomeRules(templateRules) })
    .where(eq(tables.popups.id, welcome.id));
}
