import type { LoaderEnv } from '../env.ts';
import { guarded } from '../log.ts';
import { shopifyPage, type CustomerPrivacy } from './page.ts';

/** What the page's consent API says now. */
export type ConsentAnswer = 'yes' | 'no' | 'wait';

/**
 * Reads Shopify's customer privacy API: `yes` when the visitor may be tracked (consent given, or
 * none needed where they are), `wait` while the visitor has not answered the banner, `no` after a
 * refusal.
 */
export function consentAnswer(privacy: CustomerPrivacy): ConsentAnswer {
  if (privacy.userCanBeTracked?.() !== false) return 'yes';
  const analytics = privacy.currentVisitorConsent?.()?.analytics;
  return analytics === 'no' ? 'no' : 'wait';
}

/**
 * Calls `go` once the store allows the pixel to run (spec section 4): with the customer privacy
 * API (loaded through `Shopify.loadFeatures` when the page has not), when the visitor may be
 * tracked, or when they accept later (`visitorConsentCollected`); at once when the store has no
 * such API (or it failed to load). After a refusal `refused` is called and `go` never is.
 */
export function whenConsented(env: LoaderEnv, go: () => void, refused: () => void): void {
  const shopify = shopifyPage(env.window).Shopify;
  const decide = (privacy: CustomerPrivacy | undefined) => {
    const answer = privacy ? consentAnswer(privacy) : 'yes';
    if (answer === 'yes') return go();
    if (answer === 'no') return refused();
    env.document.addEventListener(
      'visitorConsentCollected',
      guarded('consent', (event: Event) => {
        const detail = (event as CustomEvent<{ analyticsAllowed?: boolean } | undefined>).detail;
        if (detail?.analyticsAllowed) go();
        else refused();
      }),
      { once: true },
    );
  };
  if (!shopify || shopify.customerPrivacy || typeof shopify.loadFeatures !== 'function') {
    return decide(shopify?.customerPrivacy);
  }
  shopify.loadFeatures(
    [{ name: 'consent-tracking-api', version: '0.1' }],
    guarded('consent API', (error?: unknown) => decide(error ? undefined : shopify.customerPrivacy)),
  );
}
