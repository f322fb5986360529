import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStoredValue, storedValue } from '@hookline/rules';
import type { TPopupRecord } from '@hookline/schema';
import { startPixel } from '../boot.ts';
import { CLIENT_ID, POPUP_ID, popupRecord } from '../testing/fixtures.ts';
import { dispatch as fire, fakeApi, fakeChunk, HOST, testPage, wait } from '../testing/pixel-harness.ts';

const pages: { close(): Promise<void> }[] = [];
const MOBILE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

// The lazy chunks load as from the browser's cache: the fake clock cannot wait for a first import.
beforeAll(async () => {
  await Promise.all([
    import('../chunks/triggers.ts'),
    import('../chunks/filters.ts'),
    import('../chunks/click.ts'),
    import('../chunks/runtime-extras.ts'),
    import('../chunks/extras.ts'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(pages.splice(0).map((page) => page.close()));
});

type Page = ReturnType<typeof testPage>;

interface Setup {
  records: unknown[];
  url?: string;
  userAgent?: string;
  /** Storage as earlier pages left it, before the pixel starts. */
  local?: Record<string, string>;
  session?: Record<string, string>;
  before?(page: Page): void;
  /** The popup types the stand-in renderer shows (fakeChunk's default when absent). */
  types?: readonly string[];
}

/** A page whose pixel starts at once (noConflict) with the given popups. */
function visit({ records, url, userAgent, local = {}, session = {}, before, types }: Setup) {
  const api = fakeApi(records);
  const chunk = fakeChunk(types);
  const page = testPage({
    fetch: api.fetch,
    chunk: chunk.chunk,
    url,
    userAgent,
    tag: `${HOST}/pixel.js?id=${CLIENT_ID}&noConflict`,
  });
  pages.push(page);
  for (const [key, value] of Object.entries(local)) page.env.localStorage!.setItem(key, value);
  for (const [key, value] of Object.entries(session)) page.env.sessionStorage!.setItem(key, value);
  before?.(page);
  startPixel(page.env, null);
  const shown = () =>
    Array.from(page.document.querySelectorAll('[data-hookline-popup]'), (host) =>
      host.getAttribute('data-hookline-popup'),
    );
  return { api, chunk, page, shown };
}

const lightbox = (triggers: TPopupRecord['triggers'], overrides: Partial<TPopupRecord> = {}) =>
  popupRecord({ triggers, ...overrides });
const keep = (value: string) => storedValue(value, Date.now(), 86_400_000);

describe('triggers', () => {
  it('exit intent on desktop: the mouse leaving through the top, not the side', async () => {
    const { page, shown } = visit({ records: [lightbox({ exit_intent: true })] });
    await wait(100);
    const out = (clientY: number) => new page.window.MouseEvent('mouseout', { bubbles: true, clientY });
    fire(page.document, out(300));
    await wait(10);
    expect(shown()).toEqual([]);
    fire(page.document, out(-2));
    await wait(10);
    expect(shown()).toEqual([POPUP_ID]);
  });

  it('exit intent on mobile: a history entry after the first tap; the back button shows the popup', async () => {
    const { page, shown, api } = visit({ records: [lightbox({ exit_intent: true })], userAgent: MOBILE });
    await wait(100);
    const before = page.window.history.length;
    fire(page.window, new page.window.PointerEvent('pointerdown'));
    expect(page.window.history.length).toBe(before + 1);
    expect(page.window.location.href).toBe('https://shop.example.com/');
    fire(page.window, new page.window.PopStateEvent('popstate', { state: null }));
    await wait(10);
    expect(shown()).toEqual([POPUP_ID]);
    expect(api.to('/api/display/viewed/')[0]?.body).toMatchObject({ trigger: 'exit_intent', type: 'mobile' });
    // No route change: the pixel did not start over.
    expect(api.displayCalls()).toHaveLength(1);
  });

  it('mobile back button with nothing left waiting goes on back at once', async () => {
    const { page, shown } = visit({
      records: [lightbox({ exit_intent: true, seconds_on_page: 1 })],
      userAgent: MOBILE,
    });
    await wait(100);
    fire(page.window, new page.window.PointerEvent('pointerdown'));
    await wait(1000);
    expect(shown()).toEqual([POPUP_ID]); // the seconds trigger won
    const back = vi.spyOn(page.window.history, 'back');
    fire(page.window, new page.window.PopStateEvent('popstate', { state: null }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('seconds on the site: the time of earlier pages in the visit counts', async () => {
    const { shown } = visit({
      records: [lightbox({ seconds_on_site: 30 })],
      local: { [`poptin_session_time_${CLIENT_ID}`]: storedValue('25000', Date.now(), 60_000) },
    });
    await wait(4900);
    expect(shown()).toEqual([]);
    await wait(200);
    expect(shown()).toEqual([POPUP_ID]);
  });

  it('seconds on the site start from zero once the 60 s timer lapsed', async () => {
    const { shown } = visit({
      records: [lightbox({ seconds_on_site: 30 })],
      local: { [`poptin_session_time_${CLIENT_ID}`]: storedValue('25000', Date.now() - 61_000, 60_000) },
    });
    await wait(29_000);
    expect(shown()).toEqual([]);
    await wait(1100);
    expect(shown()).toEqual([POPUP_ID]);
  });

  it('scroll percentage of the scrollable height', async () => {
    const { page, shown } = visit({
      records: [lightbox({ scroll_percent: 50 })],
      before: (p) => {
        Object.defineProperty(p.document.documentElement, 'scrollHeight', {
          value: 2800,
          configurable: true,
        });
        Object.defineProperty(p.window, 'innerHeight', { value: 800, configurable: true });
      },
    });
    await wait(100);
    const scrollTo = (y: number) => {
      Object.defineProperty(page.window, 'scrollY', { value: y, configurable: true });
      fire(page.window, new page.window.Event('scroll'));
    };
    scrollTo(900);
    await wait(10);
    expect(shown()).toEqual([]);
    scrollTo(1000);
    await wait(10);
    expect(shown()).toEqual([POPUP_ID]);
  });

  it('N clicks on the page; clicks inside a popup do not count', async () => {
    const second = popupRecord({
      poptin_id: 'clickspopup01',
      viewer_id: 'clicksviewer1',
      poptin_type: 'bar',
      triggers: { page_clicks: 3 },
    });
    const { page, shown } = visit({ records: [lightbox({ seconds_on_page: 0 }), second] });
    await wait(100);
    expect(shown()).toEqual([POPUP_ID]);
    const click = (target: EventTarget) =>
      fire(target, new page.window.MouseEvent('click', { bubbles: true }));
    click(page.document.querySelector(`[data-hookline-popup="${POPUP_ID}"]`)!);
    click(page.document.body);
    click(page.document.body);
    await wait(10);
    expect(shown()).toEqual([POPUP_ID]);
    click(page.document.querySelector('main')!);
    await wait(10);
    expect(shown()).toEqual([POPUP_ID, 'clickspopup01']);
  });

  it.each([
    ['before the count', '0', '[]', 'all@display_everytime_everypage', false],
    ['at the count', '2', '[]', 'all@display_once', true],
    ['after it fired in the session', '3', `["${POPUP_ID}"]`, 'all@display_every_2_visits', false],
    [
      'after it fired, with an every-page rule',
      '3',
      `["${POPUP_ID}"]`,
      'all@display_everytime_everypage',
      true,
    ],
  ])(
    'pages visited in the session (2): %s -> shown %s',
    async (_case, viewsBefore, fired, rule, expected) => {
      const { shown } = visit({
        records: [lightbox({ pages_visited: 2 }, { display_rules: { d_f_r: rule } })],
        session: { poptin_page_views: viewsBefore, poptin_pages_fired: fired },
      });
      await wait(100);
      expect(shown()).toEqual(expected ? [POPUP_ID] : []);
    },
  );

  it('N seconds of inactivity: the mouse, touch, keys and scrolling start it again', async () => {
    const { page, shown } = visit({ records: [lightbox({ inactivity_seconds: 5 })] });
    for (const type of ['mousemove', 'touchstart', 'keydown', 'scroll']) {
      await wait(4000);
      fire(page.window, new page.window.Event(type, { bubbles: true }));
    }
    await wait(4900);
    expect(shown()).toEqual([]);
    await wait(200);
    expect(shown()).toEqual([POPUP_ID]);
  });
});

describe('display rules in the browser', () => {
  const history = (visit: number) =>
    storedValue(
      JSON.stringify({ lastShownAt: Date.now() - 1000, lastShownVisit: visit, shownInVisit: 1 }),
      Date.now(),
      1e10,
    );

  it('once per visitor: shows and records it; a visitor who saw it does not see it again', async () => {
    const first = visit({
      records: [lightbox({ seconds_on_page: 0 }, { display_rules: { d_f_r: 'all@display_once' } })],
    });
    await wait(100);
    expect(first.shown()).toEqual([POPUP_ID]);
    const record = parseStoredValue(
      first.page.env.localStorage!.getItem(`poptin_frequency_${POPUP_ID}`),
      Date.now(),
    );
    expect(JSON.parse(record!)).toMatchObject({ lastShownVisit: 1, shownInVisit: 1 });
    expect(
      parseStoredValue(first.page.env.localStorage!.getItem(`poptin_displayed_${POPUP_ID}`), Date.now()),
    ).toBe('other');

    const again = visit({
      records: [lightbox({ seconds_on_page: 0 }, { display_rules: { d_f_r: 'all@display_once' } })],
      local: { [`poptin_frequency_${POPUP_ID}`]: history(1) },
    });
    await wait(5000);
    expect(again.shown()).toEqual([]);
  });

  it.each([
    [true, false],
    [false, true],
  ])('a converted visitor, stop showing to converted %s: shown %s', async (stop, expected) => {
    const { shown } = visit({
      records: [
        lightbox({ seconds_on_page: 0 }, { display_rules: { stop_showing_to_converted_users: stop } }),
      ],
      local: { [`poptin_conversion_${POPUP_ID}`]: keep('other') },
    });
    await wait(100);
    expect(shown()).toEqual(expected ? [POPUP_ID] : []);
  });

  it('a conversion keeps the converted marker (365 days) and the email; a close by X the closed marker (1 day)', async () => {
    const { page, chunk } = visit({
      records: [
        lightbox({ seconds_on_page: 0 }),
        popupRecord({
          poptin_id: 'secondpopup01',
          viewer_id: 'secondviewer1',
          triggers: { seconds_on_page: 0 },
        }),
      ],
    });
    await wait(100);
    chunk.of(POPUP_ID)!.onSubmit({ values: { email: ' jane@example.com ' }, extraFields: [] });
    chunk.of(POPUP_ID)!.onClose('submit');
    await wait(10);
    chunk.of('secondpopup01')!.onClose('cancel_click');
    const raw = (key: string) => JSON.parse(page.env.localStorage!.getItem(key)!) as { v: string; e: number };
    expect(raw(`poptin_conversion_${POPUP_ID}`).e - Date.now()).toBeCloseTo(365 * 86_400_000, -5);
    expect(raw('poptin_converted_email').v).toBe('jane@example.com');
    expect(raw('poptin_closed_secondpopup01').e - Date.now()).toBeCloseTo(86_400_000, -5);
    expect(page.env.localStorage!.getItem(`poptin_closed_${POPUP_ID}`)).toBeNull();
  });

  it('keeps the A/B variant the visitor saw, and sends it back in cookies', async () => {
    const { page, api } = visit({
      records: [lightbox({ seconds_on_page: 0 }, { ab_test_parent_id: 'parentpopup01' })],
    });
    await wait(100);
    expect(JSON.parse(parseStoredValue(page.env.localStorage!.getItem('poptin_ab'), Date.now())!)).toEqual({
      parentpopup01: POPUP_ID,
    });
    page.window.history.pushState({}, '', '/next');
    await wait(100);
    expect(JSON.parse(api.displayCalls()[1]!.body.cookies!).poptin_ab).toEqual({ parentpopup01: POPUP_ID });
  });

  it('an already passed countdown end date prevents display', async () => {
    const { shown } = visit({
      records: [
        lightbox(
          { seconds_on_page: 0 },
          { design_properties: { timer_ver: 2, timer: { end_date: '2020-01-01T00:00', gmt_offset: 0 } } },
        ),
      ],
    });
    await wait(1000);
    expect(shown()).toEqual([]);
  });

  it('one lightbox at a time: the next waits until the first closes; a bar shows alongside', async () => {
    const second = popupRecord({
      poptin_id: 'secondpopup01',
      viewer_id: 'secondviewer1',
      triggers: { seconds_on_page: 1 },
    });
    const bar = popupRecord({
      poptin_id: 'barpopup00001',
      viewer_id: 'barviewer0001',
      poptin_type: 'bar',
      triggers: { seconds_on_page: 2 },
    });
    const { chunk, shown } = visit({ records: [lightbox({ seconds_on_page: 0 }), second, bar] });
    await wait(3000);
    expect(shown()).toEqual([POPUP_ID, 'barpopup00001']);
    chunk.of(POPUP_ID)!.onClose('cancel_click');
    await wait(10);
    expect(shown()).toContain('secondpopup01');
    expect(chunk.of('secondpopup01')!.tabIndexBase).toBe(600);
  });

  it('a content or mobile popup covers the page too: it waits behind an open lightbox, and the next one behind it', async () => {
    const content = popupRecord({
      poptin_id: 'contentpopup1',
      viewer_id: 'contentviewr1',
      poptin_type: 'content',
      triggers: { seconds_on_page: 1 },
    });
    const mobile = popupRecord({
      poptin_id: 'mobilepopup01',
      viewer_id: 'mobileviewer1',
      poptin_type: 'mobile',
      triggers: { seconds_on_page: 2 },
    });
    const { chunk, shown } = visit({
      records: [lightbox({ seconds_on_page: 0 }), content, mobile],
      types: ['lightbox', 'content', 'mobile'],
    });
    await wait(3000);
    expect(shown()).toEqual([POPUP_ID]);
    chunk.of(POPUP_ID)!.onClose('cancel_click');
    await wait(10);
    expect(shown()).toEqual([POPUP_ID, 'contentpopup1']);
    chunk.of('contentpopup1')!.onClose('cancel_click');
    await wait(10);
    expect(shown()).toEqual([POPUP_ID, 'contentpopup1', 'mobilepopup01']);
  });

  it('loads the page filters only when a popup uses them, and applies them (JS variable)', async () => {
    const rules = (plan: string) => ({
      js_filter: {
        display_if_specific_js_active: true,
        js_name_pair: ['exact::shop.plan'],
        js_value_pair: [`equals::${plan}`],
        js_show_pair: ['show'],
      },
    });
    const records = [
      lightbox({ seconds_on_page: 0 }, { display_rules: rules('pro') }),
      popupRecord({
        poptin_id: 'freepopup0001',
        viewer_id: 'freeviewer001',
        poptin_type: 'bar',
        triggers: { seconds_on_page: 0 },
        display_rules: rules('free'),
      }),
    ];
    const { shown } = visit({
      records,
      before: (p) => ((p.window as unknown as { shop: object }).shop = { plan: 'free' }),
    });
    await wait(100);
    await vi.dynamicImportSettled();
    await wait(100);
    expect(shown()).toEqual(['freepopup0001']);
  });

  it('shows an ad-block popup only to visitors whose blocker hides ads', async () => {
    const records = [
      lightbox({ seconds_on_page: 0 }, { display_rules: { display_if_adblock_active: true } }),
    ];
    const clean = visit({ records });
    const blocked = visit({
      records,
      before: (p) =>
        p.document.head.insertAdjacentHTML('beforeend', '<style>.adsbox{display:none !important}</style>'),
    });
    await wait(100);
    await vi.dynamicImportSettled();
    await wait(500);
    expect(clean.shown()).toEqual([]);
    expect(blocked.shown()).toEqual([POPUP_ID]);
  });
});

describe('embedded popups and teasers', () => {
  it('renders an embedded popup in its placeholder, found when it appears (checked every 5 s)', async () => {
    const embedded = popupRecord({ poptin_type: 'embedded', triggers: { seconds_on_page: 0 } });
    const { page, chunk, shown, api } = visit({ records: [embedded] });
    await wait(100);
    expect(shown()).toEqual([]);
    page.document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="slot" data-hookline-embedded="${POPUP_ID}"></div>`,
    );
    await wait(5000);
    expect(shown()).toEqual([POPUP_ID]);
    expect(chunk.of(POPUP_ID)!.container).toBe(page.document.getElementById('slot'));
    // The page re-renders the placeholder: the next check fills it again.
    page.document.getElementById('slot')!.outerHTML =
      `<div id="slot" data-hookline-embedded="${POPUP_ID}"></div>`;
    await wait(5000);
    expect(page.document.getElementById('slot')!.children).toHaveLength(1);
    expect(api.displayCalls()).toHaveLength(1);
  });

  it('sends the ids of the embedded placeholders in the display call', async () => {
    const { api } = visit({
      records: [],
      before: (p) =>
        p.document.body.insertAdjacentHTML(
          'beforeend',
          '<div data-hookline-embedded="embedpopup001"></div><div data-hookline-embedded="<bad>"></div>',
        ),
    });
    await wait(100);
    expect(api.displayCalls()[0]?.body.poptin_forms_id).toBe('embedpopup001');
  });

  it('mounts a teaser before the popup shows; a click on it opens the popup, which takes its place', async () => {
    const { page, shown } = visit({ records: [lightbox({ seconds_on_page: 60 }, { is_teasers_on: true })] });
    await wait(100);
    // The renderer's own teaser tab (the extras chunk draws it in its shadow root).
    const host = page.document.querySelector(`[data-hookline-teaser="${POPUP_ID}"]`);
    const tab = host?.shadowRoot?.querySelector<HTMLElement>('button.hl-teaser');
    expect(tab).toBeTruthy();
    tab!.click();
    await wait(10);
    expect(shown()).toEqual([POPUP_ID]);
    expect(page.document.querySelector('[data-hookline-teaser]')).toBeNull();
  });
});
