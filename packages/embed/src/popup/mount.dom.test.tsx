import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCloseTrigger } from '@hookline/schema';
import { displayPopup, emailFormContent, POPUP_ID } from '../testing/fixtures.ts';
import type { DisplayPopup, FormSubmission, PopupHandle } from './contract.ts';
import { CLOSE_BUTTON_DELAY_MS } from '@hookline/rules';
import { loadSubmit } from './lazy-parts.ts';
import { ESCAPE_DELAY_MS, EXIT_MS, FIRST_FIELD_FOCUS_MS, mountPopup } from './mount.tsx';

// The submit checks load on the form's first focus or keystroke (form-check.dom.test.tsx shows a
// submit waiting for them); loaded, a submit runs at once.
beforeAll(async () => {
  await loadSubmit();
});

interface Mounted {
  handle: PopupHandle;
  host: HTMLElement;
  shadow: ShadowRoot;
  submissions: FormSubmission[];
  closes: TCloseTrigger[];
}

const mounted: PopupHandle[] = [];

function mount(popup: DisplayPopup = displayPopup(), tabIndexBase = 500): Mounted {
  const submissions: FormSubmission[] = [];
  const closes: TCloseTrigger[] = [];
  const handle = mountPopup({
    popup,
    window,
    document,
    tabIndexBase,
    isMobile: false,
    now: () => Date.now(),
    onSubmit: (submission) => submissions.push(submission),
    onClose: (trigger) => closes.push(trigger),
    log: (message, detail) => {
      throw new Error(`unexpected log: ${message} ${(detail as Error)?.stack}`);
    },
  });
  mounted.push(handle);
  // Spec section 2: the close X appears 100 ms after the popup.
  act(() => {
    vi.advanceTimersByTime(CLOSE_BUTTON_DELAY_MS);
  });
  const host = document.querySelector<HTMLElement>(`[data-hookline-popup="${popup.id}"]`)!;
  return { handle, host, shadow: host.shadowRoot!, submissions, closes };
}

const $ = <T extends Element = HTMLElement>(shadow: ShadowRoot, selector: string) =>
  shadow.querySelector<T>(selector as string) as T;

/** Runs a visitor action and lets Preact render its result. */
const visitor = (action: () => void) => act(action);

function type(input: HTMLInputElement, value: string) {
  visitor(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function submit(shadow: ShadowRoot) {
  visitor(() => $<HTMLButtonElement>(shadow, 'button[type="submit"]').click());
}

/** Lazy chunks (mailcheck, the extras): lets their imports settle and Preact render what they brought. */
async function partsLoaded() {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  });
}

function click(element: HTMLElement) {
  visitor(() => element.click());
}

/** A key press where the visitor's focus is: inside the popup's shadow root or on the page. */
function press(shadow: ShadowRoot | null, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    composed: true,
    ...init,
  });
  const target = (shadow?.activeElement as HTMLElement | null) ?? document.activeElement ?? document.body;
  visitor(() => {
    target.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main><h1>Host page</h1><button id="host-button">Host</button></main>';
});

afterEach(() => {
  mounted.splice(0).forEach((handle) => handle.close('cancel_click'));
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('mountPopup: the DOM contract', () => {
  it('appends a host element with an open shadow root holding styles, backdrop and dialog', () => {
    const { host, shadow } = mount();
    expect(host.parentElement).toBe(document.body);
    expect(host.getAttribute('data-hookline-popup')).toBe(POPUP_ID);
    expect(host.style.zIndex).toBe('999999999999999');
    expect(host.style.position).toBe('fixed');
    expect(shadow.mode).toBe('open');
    expect($(shadow, 'style').textContent).toContain(':host{all:initial}');
    expect($(shadow, '.hl-overlay')).not.toBeNull();
    const dialog = $(shadow, '[role="dialog"]');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Get 10% off your first order');
  });

  it('renders the email field as required, with a starred placeholder, and the labelled buttons', () => {
    const { shadow } = mount();
    const email = $<HTMLInputElement>(shadow, 'input[type="email"][name="email"]');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.placeholder).toBe('Your email *');
    expect($(shadow, 'button[type="submit"]').textContent).toBe('Send me the code');
    expect($(shadow, 'button[aria-label="Close"]')).not.toBeNull();
    expect($(shadow, 'h2').textContent).toBe('Get 10% off your first order');
  });

  it('names the dialog after the popup when the content has no heading', () => {
    const popup = displayPopup({ content: { version: 1, main: { blocks: [{ type: 'text', text: 'Hi' }] } } });
    const { shadow } = mount(popup);
    expect($(shadow, '[role="dialog"]').getAttribute('aria-label')).toBe('Welcome offer');
  });

  it('renders unknown and unsupported blocks as nothing', async () => {
    const popup = displayPopup({
      content: {
        version: 1,
        main: {
          blocks: [
            { type: 'heading', text: 'Hello', level: 1 },
            { type: 'html', html: '<script>alert(1)</script>' },
            { type: 'marquee', text: 'old' },
            { type: 'image', src: 'javascript:alert(1)', alt: 'x' },
          ],
        },
      },
    });
    const { shadow } = mount(popup);
    // The html block loads the extras chunk before the popup shows.
    await partsLoaded();
    expect($(shadow, '.hl-screen').children).toHaveLength(1);
    expect($(shadow, 'h1').textContent).toBe('Hello');
  });

  it('numbers the tab order from the popup base (500 plus 100 per popup)', () => {
    const { shadow } = mount(displayPopup(), 600);
    const indexes = Array.from(shadow.querySelectorAll<HTMLElement>('input, button')).map(
      (el) => el.tabIndex,
    );
    expect(indexes).toEqual([601, 602, 603]);
  });

  it('scales the 800x500 lightbox down to a slightly small window, never above 1', () => {
    window.innerWidth = 800;
    window.innerHeight = 800;
    try {
      const { shadow } = mount();
      expect($(shadow, '[role="dialog"]').style.transform).toBe('scale(0.96)');
    } finally {
      window.innerWidth = 1920;
      window.innerHeight = 1080;
    }
  });

  it('reflows the lightbox on a phone with the small-screen style sheet, rather than shrink it', async () => {
    window.innerWidth = 390;
    window.innerHeight = 844;
    try {
      const { shadow } = mount();
      // The popup shows once the small-screen chunk has loaded.
      await vi.waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
      const dialog = $(shadow, '[role="dialog"]');
      expect(dialog.style.transform).toBe('');
      expect(dialog.style.width).toBe('');
      expect(dialog.parentElement?.classList.contains('hl-fluid')).toBe(true);
      const sheets = Array.from(shadow.querySelectorAll('style'), (style) => style.textContent ?? '');
      expect(sheets.at(-1)).toContain('.hl-fluid');
    } finally {
      window.innerWidth = 1920;
      window.innerHeight = 1080;
    }
  });
});

describe('mountPopup: the form', () => {
  it('refuses a mistyped email with the typo message in an alert', () => {
    const { shadow, submissions } = mount();
    const email = $<HTMLInputElement>(shadow, 'input[name="email"]');
    type(email, 'jane@example');
    submit(shadow);
    expect($(shadow, '[role="alert"]').textContent).toBe('There are typos in the email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(submissions).toEqual([]);
  });

  it('refuses an empty required email with the required message', () => {
    const { shadow, submissions } = mount();
    submit(shadow);
    expect($(shadow, '[role="alert"]').textContent).toBe('Please fill out this field.');
    expect(submissions).toEqual([]);
  });

  it('clears the error as the visitor types', () => {
    const { shadow } = mount();
    submit(shadow);
    type($<HTMLInputElement>(shadow, 'input[name="email"]'), 'j');
    expect($(shadow, '[role="alert"]')).toBeNull();
  });

  it('suggests a fix for a misspelt mail domain, taken with Tab, gone after 3 s', async () => {
    const { shadow } = mount();
    const email = $<HTMLInputElement>(shadow, 'input[name="email"]');
    type(email, 'jane@gmial.com');
    await partsLoaded();
    expect($(shadow, '.hl-suggestion').textContent).toBe('Did you mean jane@gmail.com?');
    email.focus();
    const tab = press(shadow, 'Tab');
    expect(tab.defaultPrevented).toBe(true);
    expect(email.value).toBe('jane@gmail.com');
    expect($(shadow, '.hl-suggestion')).toBeNull();

    type(email, 'jane@hotmial.com');
    await partsLoaded();
    expect($(shadow, '.hl-suggestion')).not.toBeNull();
    visitor(() => vi.advanceTimersByTime(3000));
    expect($(shadow, '.hl-suggestion')).toBeNull();
  });

  it('sends a valid submit once, shows the thank-you screen, and sends no close event afterwards', () => {
    const { shadow, submissions, closes } = mount();
    type($<HTMLInputElement>(shadow, 'input[name="email"]'), '  jane@example.com ');
    submit(shadow);
    expect(submissions).toEqual([{ values: { email: 'jane@example.com' }, extraFields: [] }]);
    expect($(shadow, 'h2').textContent).toBe('Thank you!');
    expect($(shadow, 'input[name="email"]')).toBeNull();
    click($<HTMLButtonElement>(shadow, 'button[aria-label="Close"]'));
    expect(closes).toEqual(['cancel_click']);
  });

  it('shows a unique coupon code in the thank-you screen once the conversion answer brings it', async () => {
    const content = emailFormContent();
    content.thank_you = {
      blocks: [
        { type: 'heading', text: 'Thank you!', level: 2 },
        { type: 'coupon', code: '{{coupon_code}}' },
      ],
    };
    const popup = displayPopup({
      content,
      design: { coupon: { coupon_type: 'code', code: 'WELCOME', unique: { kind: 'percent', amount: 10 } } },
    });
    const { handle, shadow, submissions } = mount(popup);
    await partsLoaded();
    type($<HTMLInputElement>(shadow, 'input[name="email"]'), 'jane@example.com');
    submit(shadow);
    // The server makes the code: the conversion carries none, and the block waits empty for it.
    expect(submissions).toEqual([{ values: { email: 'jane@example.com' }, extraFields: [] }]);
    expect($(shadow, 'h2').textContent).toBe('Thank you!');
    expect($(shadow, '.hl-coupon')).toBeNull();
    visitor(() => handle.coupon?.('WELCOME-7KQ4XZ2M'));
    expect($(shadow, '.hl-coupon').textContent).toBe('WELCOME-7KQ4XZ2M');
    expect(shadow.textContent).not.toContain('{{');
  });

  it('a double submit sends one conversion', () => {
    const popup = displayPopup({ design: { poptin_design_thank_screen: false } });
    const { shadow, submissions } = mount(popup);
    type($<HTMLInputElement>(shadow, 'input[name="email"]'), 'jane@example.com');
    const form = $<HTMLFormElement>(shadow, 'form');
    visitor(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(submissions).toHaveLength(1);
  });

  it('closes after submit when there is no thank-you screen', () => {
    const popup = displayPopup({ design: { poptin_design_thank_screen: false } });
    const { shadow, closes, host } = mount(popup);
    type($<HTMLInputElement>(shadow, 'input[name="email"]'), 'jane@example.com');
    submit(shadow);
    expect(host.hasAttribute('data-hookline-submitted')).toBe(true);
    // Spec section 4: without a thank-you screen an English popup closes 0.1 s after the submit.
    vi.advanceTimersByTime(99);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closes).toEqual(['submit']);
  });

  it('closes the thank-you screen by itself after the configured seconds', () => {
    const popup = displayPopup({
      design: { poptin_design_thank_screen_auto_close: true, poptin_design_thank_screen_auto_close_sec: 2 },
    });
    const { shadow, closes } = mount(popup);
    type($<HTMLInputElement>(shadow, 'input[name="email"]'), 'jane@example.com');
    submit(shadow);
    vi.advanceTimersByTime(1999);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closes).toEqual(['auto_close']);
  });
});

describe('mountPopup: closing and the keyboard', () => {
  it('the X closes with cancel_click and the popup is removed after its fade', () => {
    const { shadow, closes } = mount();
    click($<HTMLButtonElement>(shadow, 'button[aria-label="Close"]'));
    expect(closes).toEqual(['cancel_click']);
    expect($(shadow, '.hl-overlay').classList.contains('hl-closing')).toBe(true);
    vi.advanceTimersByTime(EXIT_MS);
    expect(document.querySelector('[data-hookline-popup]')).toBeNull();
  });

  it('Escape closes only once the popup has been open 800 ms', () => {
    const { closes } = mount();
    press(null, 'Escape');
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(ESCAPE_DELAY_MS - CLOSE_BUTTON_DELAY_MS);
    press(null, 'Escape');
    expect(closes).toEqual(['cancel_click']);
    press(null, 'Escape');
    expect(closes).toEqual(['cancel_click']);
  });

  it('closes on a backdrop click only when the design asks for it', () => {
    const plain = mount();
    click($(plain.shadow, '.hl-overlay'));
    expect(plain.closes).toEqual([]);
    plain.handle.close('cancel_click');
    vi.advanceTimersByTime(EXIT_MS);

    const closable = mount(displayPopup({ design: { poptin_design_close_on_screen_click: true } }));
    click($(closable.shadow, '[role="dialog"]'));
    expect(closable.closes).toEqual([]);
    click($(closable.shadow, '.hl-overlay'));
    expect(closable.closes).toEqual(['bg_click']);
  });

  it('moves focus into the dialog, then to the first field after 2 s', () => {
    const { shadow } = mount();
    expect(shadow.activeElement).toBe($(shadow, '[role="dialog"]'));
    vi.advanceTimersByTime(FIRST_FIELD_FOCUS_MS - CLOSE_BUTTON_DELAY_MS);
    expect(shadow.activeElement).toBe($(shadow, 'input[name="email"]'));
  });

  it('traps Tab and Shift-Tab inside the dialog', () => {
    const { shadow } = mount();
    const email = $(shadow, 'input[name="email"]');
    const send = $(shadow, 'button[type="submit"]');
    const close = $(shadow, 'button[aria-label="Close"]');
    const visited: Element[] = [];
    for (let i = 0; i < 4; i++) {
      press(shadow, 'Tab');
      visited.push(shadow.activeElement!);
    }
    expect(visited).toEqual([email, send, close, email]);
    press(shadow, 'Tab', { shiftKey: true });
    expect(shadow.activeElement).toBe(close);
  });

  it('gives focus back to the page element that had it', () => {
    const button = document.getElementById('host-button')!;
    button.focus();
    const { handle } = mount();
    handle.close('cancel_click');
    expect(document.activeElement).toBe(button);
  });
});
