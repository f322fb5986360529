import { emailFormContent, type TPopupRecord } from '@hookline/schema';
import type { PageContext } from '../page/page-context.ts';
import type { DisplayPopup } from '../popup/contract.ts';
import type { PixelInstall } from '../script-tag.ts';

export const CLIENT_ID = 'clientid12345';
export const POPUP_ID = 'popupid123456';
export const VIEWER_ID = 'viewerid12345';

export { emailFormContent };

/** A popup record as the display API sends it. */
export function popupRecord(overrides: Partial<TPopupRecord> = {}): TPopupRecord {
  return {
    poptin_id: POPUP_ID,
    poptin_type: 'lightbox',
    poptin_format: 1,
    poptin_name: 'Welcome offer',
    poptin_target: 'lead',
    poptin_url: null,
    poptin: null,
    poptin_size: { width: 800, height: 500 },
    display: true,
    is_teasers_on: false,
    on_click: false,
    ab_test: false,
    ab_test_parent_id: null,
    account_id: 'account-1',
    viewer_id: VIEWER_ID,
    x_close_button: true,
    if_poptin_credit: false,
    lang: 'en',
    content: emailFormContent(),
    design_properties: {},
    display_rules: {},
    triggers: { seconds_on_page: 3 },
    ...overrides,
  };
}

/** The same popup as the loader hands it to the chunk. */
export function displayPopup(overrides: Partial<DisplayPopup> = {}): DisplayPopup {
  return {
    id: POPUP_ID,
    viewerId: VIEWER_ID,
    type: 'lightbox',
    format: 1,
    name: 'Welcome offer',
    target: 'lead',
    lang: 'en',
    size: { width: 800, height: 500 },
    active: true,
    showCloseButton: true,
    content: emailFormContent(),
    design: {},
    triggers: { seconds_on_page: 3 },
    templateMarkup: null,
    templateUrl: null,
    showCredit: false,
    teasersOn: false,
    onClick: false,
    ...overrides,
  };
}

export const INSTALL: PixelInstall = {
  clientId: CLIENT_ID,
  host: 'https://hookline.test',
  noConflict: false,
};

/** A page as `readPageContext` describes it: a returning visitor's second page of a visit. */
export function pageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    domain: 'shop.example.com',
    url: 'https://shop.example.com/products/mug?utm_source=ads',
    referrer: 'https://www.google.com/',
    title: 'Mug | Example shop',
    isMobile: false,
    originLandingPage: 'https://shop.example.com/',
    previousUrl: 'https://shop.example.com/',
    pageRefreshed: false,
    browserLanguage: 'en-US',
    operatingSystem: 'Mac OS',
    userId: 'AbCdEfGh12345678',
    visit: 2,
    newVisit: false,
    pageViews: 2,
    cancelVisitorCount: true,
    visitedPages: {
      previous_visited_pages: 'https://shop.example.com/',
      previous_visited_pages_with_current: 'https://shop.example.com/|https://shop.example.com/products/mug',
      previous_visited_pages_with_time: 'https://shop.example.com/~2026-05-01T10:00:00.000Z',
      previous_visited_pages_all: 'https://shop.example.com/old|https://shop.example.com/',
      all_visited_pages:
        'https://shop.example.com/old~2026-04-01T10:00:00.000Z|https://shop.example.com/~2026-05-01T10:00:00.000Z',
    },
    convertedEmail: '',
    countryCode: 'US',
    storeIntegration: '',
    storeCustomerId: '',
    ...overrides,
  };
}
