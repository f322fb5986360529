import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCloseTrigger, TPrizeSet } from '@hookline/schema';
import { gameContent } from '@hookline/schema/popup-templates';
import { displayPopup } from '../testing/fixtures.ts';
import type { FormSubmission, MountPopupOptions, PopupHandle } from '../popup/contract.ts';
import { mountPopup } from '../popup/mount.tsx';
import { settle } from '../testing/settle.ts';

/*
 * The games in the visitor script's own mount, with fake timers: the flow of spec section 4 at its
 * numbers. The browser journeys (e2e/games.spec.ts) play them in Chromium.
 */

const mounted: PopupHandle[] = [];

const win = (chances: number, label: string, code: string) => ({
  chances,
  label,
  code,
  loosing_option: 0 as const,
  redirect_to: 0 as const,
});
const loss = (chances: number, extra: Partial<TPrizeSet[string]> = {}) => ({
  chances,
  label: 'No luck',
  code: '',
  loosing_option: 1 as const,
  redirect_to: 0 as const,
  ...extra,
});

async function mountGame(
  format: number,
  prizes: TPrizeSet,
  design: Record<string, unknown> = {},
  formFirst = false,
) {
  const submissions: FormSubmission[] = [];
  const closes: TCloseTrigger[] = [];
  const navigations: string[] = [];
  const options: MountPopupOptions = {
    popup: displayPopup({
      type: 'gamified',
      format,
      size: { width: 560, height: 700 },
      content: gameContent(format, 'en', formFirst),
      design: { prizes, ...design },
    }),
    window,
    document,
    tabIndexBase: 500,
    isMobile: false,
    now: () => Date.now(),
    onSubmit: (submission) => submissions.push(submission),
    onClose: (trigger) => closes.push(trigger),
    log: () => undefined,
    navigate: (url) => navigations.push(url),
  };
  const handle = mountPopup(options);
  mounted.push(handle);
  await settle(5);
  act(() => {
    vi.advanceTimersByTime(100);
  });
  const shadow = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
  return { shadow, submissions, closes, navigations };
}

const $ = (root: ParentNode, selector: string) => root.querySelector<HTMLElement>(selector);
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const phase = (shadow: ShadowRoot) =>
  $(shadow, '[data-game-phase]')?.dataset.gamePhase ?? $(shadow, '[data-game-screen]')?.dataset.gameScreen;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main><h1>Host page</h1></main>';
});

afterEach(() => {
  mounted.splice(0).forEach((handle) => handle.remove?.());
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the spin wheel', () => {
  const prizes = { ten: win(100, '10% OFF', 'SPIN10'), none: loss(0) };

  it('draws 12 labelled segments and spins 7 s to the drawn prize, its screen 1 s later', async () => {
    const { shadow, submissions } = await mountGame(3, prizes);
    expect(shadow.querySelectorAll('[data-segment]')).toHaveLength(12);
    expect($(shadow, '.hl-play')?.textContent).toBe('Spin');
    act(() => $(shadow, '.hl-wheel-overlay')!.click());
    const disc = $(shadow, '.hl-wheel-disc')!;
    const landed = Number($(shadow, '.hl-wheel')!.dataset.landed);
    expect($(shadow, `[data-segment="${landed}"]`)?.dataset.prize).toBe('ten');
    expect(Number(disc.dataset.rotation)).toBe(24 * 360 + 30 * landed);
    expect(disc.style.transition).toContain('7000ms');
    expect(($(shadow, '.hl-play') as HTMLButtonElement).disabled).toBe(true);
    advance(6999);
    expect(phase(shadow)).toBe('playing');
    advance(1);
    expect(phase(shadow)).toBe('result');
    advance(999);
    expect(phase(shadow)).toBe('result');
    advance(1);
    // A win with a post-play screen: the claim form, with the prize's label.
    expect(phase(shadow)).toBe('post_play');
    expect($(shadow, 'h2')?.textContent).toBe('You won 10% OFF!');
    expect(submissions).toEqual([]);
    const email = $(shadow, 'input[type="email"]') as HTMLInputElement;
    act(() => {
      email.value = 'winner@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => $(shadow, 'button[type="submit"]')!.click());
    await settle(5);
    expect(submissions).toEqual([
      {
        values: { email: 'winner@example.com', prize_label: '10% OFF', prize_code: 'SPIN10' },
        extraFields: [],
        meta: { prize_id: 'ten' },
      },
    ]);
    expect(phase(shadow)).toBe('winning');
    expect($(shadow, '.hl-coupon')?.dataset.coupon).toBe('SPIN10');
  });

  it('goes straight to the winning screen and the conversion when the form came first', async () => {
    const { shadow, submissions } = await mountGame(3, prizes, { disable_post_play_screen: 1 }, true);
    const email = $(shadow, 'input[type="email"]') as HTMLInputElement;
    act(() => {
      email.value = 'first@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The play button submits the form, whose submit plays.
    act(() => $(shadow, '.hl-play')!.click());
    await settle(5);
    expect(phase(shadow)).toBe('playing');
    advance(8000);
    expect(phase(shadow)).toBe('winning');
    expect(submissions).toEqual([
      {
        values: { email: 'first@example.com', prize_label: '10% OFF', prize_code: 'SPIN10' },
        extraFields: [],
        meta: { prize_id: 'ten' },
      },
    ]);
  });

  it('keeps the wheel on its won slice on the winning screen, and offers Copy code and Shop now', async () => {
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void writes.push(text) },
    });
    const { shadow, closes } = await mountGame(3, prizes, { disable_post_play_screen: 1 }, true);
    const email = $(shadow, 'input[type="email"]') as HTMLInputElement;
    act(() => {
      email.value = 'first@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => $(shadow, '.hl-play')!.click());
    await settle(5);
    const landed = $(shadow, '.hl-wheel')!.dataset.landed;
    advance(8000);
    expect(phase(shadow)).toBe('winning');
    // The prize's picture: the wheel at rest, the slice it landed on marked, and the prize's label.
    const still = $(shadow, '.hl-win-prize .hl-wheel')!;
    expect(still.dataset.landed).toBe(landed);
    expect($(still, '[data-won]')?.dataset.segment).toBe(landed);
    expect($(still, 'button')).toBeNull();
    expect($(shadow, '.hl-win-label')?.textContent).toBe('10% OFF');
    // Copy code copies the prize's code and says so.
    const copy = $(shadow, '.hl-win-copy')!;
    expect(copy.textContent).toBe('Copy code');
    act(() => copy.click());
    await settle(2);
    expect(writes).toEqual(['SPIN10']);
    expect(copy.textContent).toBe('✓ Copied');
    // Shop now closes the popup: the visitor is back on the shop, code in hand.
    expect(closes).toEqual([]);
    act(() => $(shadow, '.hl-win-shop')!.click());
    expect(closes).toEqual(['cancel_click']);
  });

  it('shows the losing screen after a loss and redirects after 4 s, 12 s on a wheel with a coupon', async () => {
    const redirect = {
      redirect_to: 1 as const,
      redirect_to_options: {
        redirect_to_url: 'https://shop.test/sale',
        redirect_close: 0 as const,
        redirect_close_delay: 0,
      },
    };
    const lost = await mountGame(3, { none: loss(100, redirect), ten: win(0, '10% OFF', '') });
    act(() => $(lost.shadow, '.hl-play')!.click());
    advance(8000);
    expect(phase(lost.shadow)).toBe('losing');
    expect(lost.submissions).toEqual([]);
    advance(3999);
    expect(lost.navigations).toEqual([]);
    advance(1);
    expect(lost.navigations).toEqual(['https://shop.test/sale']);
    expect(lost.closes).toEqual(['auto_close']);
    mounted.splice(0).forEach((handle) => handle.remove?.());
    document.body.innerHTML = '';

    const coupon = await mountGame(3, { none: loss(100, redirect), ten: win(0, '10% OFF', 'SPIN10') });
    act(() => $(coupon.shadow, '.hl-play')!.click());
    advance(8000 + 11_999);
    expect(coupon.navigations).toEqual([]);
    advance(1);
    expect(coupon.navigations).toEqual(['https://shop.test/sale']);
  });
});

describe('the gift boxes', () => {
  it('shake in turn, one a second, and open on a click to the prize a second later', async () => {
    const { shadow, submissions } = await mountGame(
      1,
      { gift: win(100, 'Free gift', 'GIFT') },
      { gift_box_count: 3 },
    );
    const shaking = () => $(shadow, '[data-state="shaking"]')?.dataset.gift;
    expect(shadow.querySelectorAll('.hl-gift')).toHaveLength(3);
    expect(shaking()).toBe('0');
    advance(1000);
    expect(shaking()).toBe('1');
    advance(1000);
    expect(shaking()).toBe('2');
    advance(1000);
    expect(shaking()).toBe('0');
    act(() => $(shadow, '[data-gift="2"]')!.click());
    expect($(shadow, '[data-gift="2"]')?.dataset.state).toBe('open');
    expect($(shadow, '.hl-gift-prize')?.textContent).toBe('Free gift');
    advance(1000);
    expect(phase(shadow)).toBe('post_play');
    expect(submissions).toEqual([]);
  });

  it('sends a win without a claim form at once, with the winning screen', async () => {
    const { shadow, submissions } = await mountGame(
      1,
      { gift: win(100, 'Free gift', 'GIFT') },
      { disable_post_play_screen: 1 },
    );
    // No form on this play screen (the content has its claim form on post-play): the button plays.
    act(() => $(shadow, '[data-gift="0"]')!.click());
    await settle(5);
    advance(1000);
    expect(phase(shadow)).toBe('winning');
    expect(submissions.map((s) => s.meta)).toEqual([{ prize_id: 'gift' }]);
  });
});

describe('the scratch card', () => {
  it('shows the drawn prize, its label and code, under a scratch surface', async () => {
    const { shadow } = await mountGame(2, { ten: win(100, '10% OFF', 'LUCKY10') });
    expect($(shadow, '.hl-scratch-prize strong')?.textContent).toBe('10% OFF');
    expect($(shadow, '.hl-scratch-code')?.textContent).toBe('LUCKY10');
    expect($(shadow, 'canvas.hl-scratch-surface')).not.toBeNull();
  });
});
