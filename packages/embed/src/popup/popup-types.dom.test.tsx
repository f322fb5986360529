import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCloseTrigger } from '@hookline/schema';
import { displayPopup, emailFormContent } from '../testing/fixtures.ts';
import type { DisplayPopup, FormSubmission, MountPopupOptions, PopupHandle } from './contract.ts';
import { injectConversionCode } from './conversion-code.ts';
import { supportsType } from './index.ts';
import { mountTeaser } from './teaser.tsx';
import { mountPopup } from './mount.tsx';
import { renderPreview } from './preview.tsx';
import { settle } from '../testing/settle.ts';

interface Mounted {
  handle: PopupHandle;
  host: HTMLElement;
  shadow: ShadowRoot;
  submissions: FormSubmission[];
  closes: TCloseTrigger[];
  logs: string[];
}

const mounted: PopupHandle[] = [];

async function mount(popup: DisplayPopup, extra: Partial<MountPopupOptions> = {}): Promise<Mounted> {
  const submissions: FormSubmission[] = [];
  const closes: TCloseTrigger[] = [];
  const logs: string[] = [];
  const handle = mountPopup({
    popup,
    window,
    document,
    tabIndexBase: 500,
    isMobile: false,
    now: () => Date.now(),
    onSubmit: (submission) => submissions.push(submission),
    onClose: (trigger) => closes.push(trigger),
    log: (message) => logs.push(message),
    ...extra,
  });
  mounted.push(handle);
  await settle();
  act(() => {
    vi.advanceTimersByTime(100);
  });
  const host = document.querySelector<HTMLElement>(`[data-hookline-popup="${popup.id}"]`)!;
  return { handle, host, shadow: host.shadowRoot!, submissions, closes, logs };
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string) =>
  root.querySelector<T>(selector)!;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (element: HTMLElement) => act(() => element.click());

const withFields = (fields: Record<string, unknown>[], blocks: Record<string, unknown>[] = []) => ({
  version: 1,
  main: {
    blocks: [
      { type: 'heading', text: 'Hello', level: 2 },
      ...blocks,
      { type: 'fields', fields },
      { type: 'button', label: 'Send', action: 'submit' },
    ],
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main><h1>Host page</h1></main>';
});

afterEach(() => {
  mounted.splice(0).forEach((handle) => handle.remove?.());
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('popup types', () => {
  it.each([
    ['bar', {}, 'top', 'false'],
    ['bar', { poptin_location: 'center-bottom' }, 'bottom', 'false'],
    ['sside', {}, 'bottom-right', 'false'],
    ['bside', {}, 'bottom-right', 'false'],
    ['browsing', {}, 'bottom-left', 'false'],
    ['social', {}, 'middle-right', 'false'],
    ['fullpage', {}, 'fullpage', 'true'],
    ['content', {}, 'center', 'true'],
    ['mobile', {}, 'center', 'true'],
  ])('shows a %s popup (%j) at %s, modal %s', async (type, design, placement, modal) => {
    const { shadow } = await mount(displayPopup({ type, design }));
    expect($(shadow, '[data-placement]').getAttribute('data-placement')).toBe(placement);
    expect($(shadow, '[role="dialog"]').getAttribute('aria-modal')).toBe(modal);
    expect(shadow.querySelectorAll('style')).toHaveLength(2);
  });

  it('pushes the page down for a top bar by its height, and gives the room back on close', async () => {
    const { handle } = await mount(displayPopup({ type: 'bar', size: { width: 1920, height: 70 } }));
    const spacer = document.body.firstElementChild as HTMLElement;
    expect(spacer.tagName).toBe('HOOKLINE-SPACER');
    expect(spacer.style.height).toBe('70px');
    act(() => handle.close('cancel_click'));
    expect(document.querySelector('hookline-spacer')).toBeNull();
  });

  it('renders an embedded popup inside the page element that names it, and Escape does not close it', async () => {
    document.body.innerHTML = '<div id="slot" data-hookline-embedded="popupid123456"></div>';
    const { host, closes } = await mount(displayPopup({ type: 'embedded' }));
    expect(host.parentElement?.id).toBe('slot');
    act(() => {
      vi.advanceTimersByTime(1000);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(closes).toEqual([]);
  });

  it('refuses an embedded popup without its element, and renders every type, games included', () => {
    expect(() => mountPopup({ ...baseOptions(), popup: displayPopup({ type: 'embedded' }) })).toThrow(
      /data-hookline-embedded/,
    );
    expect(supportsType()).toBe(true);
  });

  it('uses the mobile screen on mobile devices unless switch_mobile_editor is off', async () => {
    const content = {
      ...emailFormContent(),
      main_mobile: { blocks: [{ type: 'heading', text: 'Mobile!', level: 2 }] },
    };
    const phone = await mount(displayPopup({ content }), { isMobile: true });
    expect($(phone.shadow, 'h2').textContent).toBe('Mobile!');
    phone.handle.remove?.();
    const off = await mount(displayPopup({ content, design: { switch_mobile_editor: false } }), {
      isMobile: true,
    });
    expect($(off.shadow, 'h2').textContent).toBe('Get 10% off your first order');
  });

  it('plays the exit effect for 800 ms before removing the popup', async () => {
    const { handle, shadow } = await mount(
      displayPopup({ design: { poptin_design_exit_effect: 'zoomOut' } }),
    );
    act(() => handle.close('cancel_click'));
    expect($(shadow, '.hl-overlay').classList.contains('hl-out-zoom')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(document.querySelector('[data-hookline-popup]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('[data-hookline-popup]')).toBeNull();
  });

  it('keeps the host 5 s after an auto close (the fast fade), 200 ms after a visitor close', async () => {
    const auto = await mount(
      displayPopup({ design: { poptin_design_auto_close: true, poptin_design_auto_close_sec: 1 } }),
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(auto.closes).toEqual(['auto_close']);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect($(auto.shadow, '[role="dialog"]')).toBeNull();
    expect(auto.host.isConnected).toBe(true);
    act(() => {
      vi.advanceTimersByTime(4700);
    });
    expect(auto.host.isConnected).toBe(false);
  });

  it('removes the fade-in class after 800 ms', async () => {
    const { shadow } = await mount(displayPopup({ design: { poptin_design_entry_effect: 'slideInDown' } }));
    expect($(shadow, '.hl-overlay').classList.contains('hl-in-slide-down')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect($(shadow, '.hl-overlay').classList.contains('hl-in-slide-down')).toBe(false);
  });
});

function baseOptions(): Omit<MountPopupOptions, 'popup'> {
  return {
    window,
    document,
    tabIndexBase: 500,
    isMobile: false,
    now: () => Date.now(),
    onSubmit: () => undefined,
    onClose: () => undefined,
    log: () => undefined,
  };
}

describe('fields beyond email', () => {
  it('lets only digits, one dot and two decimals into a number field; blur rounds; a lone dot becomes 0', async () => {
    const { shadow } = await mount(
      displayPopup({ content: withFields([{ id: 'n', type: 'number', name: 'qty', placeholder: 'Qty' }]) }),
    );
    const input = $<HTMLInputElement>(shadow, 'input[name="qty"]');
    const key = (k: string) => {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key('e')).toBe(true);
    expect(key('5')).toBe(false);
    type(input, '12.345');
    expect(input.value).toBe('12.34');
    type(input, '.');
    act(() => {
      input.dispatchEvent(new Event('blur'));
    });
    expect(input.value).toBe('0');
  });

  it('requires a radio group (data-action-required) until one is ticked', async () => {
    const { shadow, submissions } = await mount(
      displayPopup({
        content: withFields([
          { id: 'r', type: 'radio', name: 'size', placeholder: 'Size', required: true, options: ['S', 'M'] },
        ]),
      }),
    );
    const group = $(shadow, 'fieldset');
    expect(group.getAttribute('data-action-required')).toBe('true');
    click($(shadow, 'button[type="submit"]'));
    expect($(shadow, '[role="alert"]').textContent).toBe('Please select one of these options.');
    click($(shadow, 'input[value="M"]'));
    click($(shadow, 'button[type="submit"]'));
    expect(submissions[0]?.values).toEqual({ size: 'M' });
  });

  it('joins a multi-select group and reads a single select', async () => {
    const { shadow, submissions } = await mount(
      displayPopup({
        content: withFields([
          {
            id: 'm',
            type: 'multi_select',
            name: 'topics',
            placeholder: 'Topics',
            options: ['Bread', 'Cakes', 'Pies'],
          },
          { id: 's', type: 'select', name: 'shop', placeholder: 'Shop', options: ['North', 'South'] },
        ]),
      }),
    );
    click($(shadow, 'input[value="Pies"]'));
    click($(shadow, 'input[value="Bread"]'));
    const select = $<HTMLSelectElement>(shadow, 'select[name="shop"]');
    act(() => {
      select.value = 'South';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click($(shadow, 'button[type="submit"]'));
    expect(submissions[0]?.values).toEqual({ topics: 'Bread, Pies', shop: 'South' });
  });

  it('searches a custom select and picks with Enter', async () => {
    const { shadow, submissions } = await mount(
      displayPopup({
        content: withFields([
          {
            id: 'c',
            type: 'custom_select',
            name: 'city',
            placeholder: 'City',
            options: ['Haifa', 'Tel Aviv', 'Jerusalem'],
          },
        ]),
      }),
    );
    await settle();
    const input = $<HTMLInputElement>(shadow, 'input[role="combobox"]');
    act(() => {
      input.dispatchEvent(new FocusEvent('focus'));
    });
    type(input, 'tel');
    expect(Array.from(shadow.querySelectorAll('[role="option"]'), (o) => o.textContent)).toEqual([
      'Tel Aviv',
    ]);
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    click($(shadow, 'button[type="submit"]'));
    expect(submissions[0]?.values).toEqual({ city: 'Tel Aviv' });
  });

  it('offers the DD/MM/YYYY picker over 80 years where there is no native date input, and refuses a future birthday', async () => {
    const original = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
    Object.defineProperty(HTMLInputElement.prototype, 'type', {
      configurable: true,
      get() {
        return this.getAttribute('type') === 'date' ? 'text' : original.get!.call(this);
      },
      set: original.set!,
    });
    try {
      vi.setSystemTime(new Date(2026, 2, 15, 12));
      const { shadow } = await mount(
        displayPopup({
          content: withFields([{ id: 'b', type: 'birthday', name: 'birthday', placeholder: 'Birthday' }]),
        }),
      );
      await settle();
      const year = $<HTMLSelectElement>(shadow, 'select[data-date-part="year"]');
      expect(year.options.length - 1).toBe(80);
      const choose = (part: string, value: string) =>
        act(() => {
          const select = $<HTMLSelectElement>(shadow, `select[data-date-part="${part}"]`);
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        });
      choose('day', '20');
      choose('month', '3');
      choose('year', '2026');
      click($(shadow, 'button[type="submit"]'));
      expect($(shadow, '[role="alert"]').textContent).toBe('Please enter a valid birthday.');
    } finally {
      Object.defineProperty(HTMLInputElement.prototype, 'type', original);
    }
  });

  it('ticks and requires the consent box from the design (field_checkbox_default_marked, field_checkbox_required)', async () => {
    const content = withFields([{ id: 'c', type: 'consent', name: 'consent', placeholder: 'I agree' }]);
    const marked = await mount(displayPopup({ content, design: { field_checkbox_default_marked: 'on' } }));
    expect($<HTMLInputElement>(marked.shadow, 'input[name="consent"]').checked).toBe(true);
    marked.handle.remove?.();
    const required = await mount(displayPopup({ content, design: { field_checkbox_required: 'on' } }));
    expect($(required.shadow, 'input[name="consent"]').getAttribute('aria-required')).toBe('true');
    click($(required.shadow, 'button[type="submit"]'));
    expect($(required.shadow, '[role="alert"]').textContent).toBe('Please fill out this field.');
  });

  it('refuses a name with digits, combines first and last names, and renames repeated names type_N', async () => {
    const { shadow, submissions } = await mount(
      displayPopup({
        content: withFields([
          { id: 'f', type: 'first_name', name: 'first_name', placeholder: 'First', required: true },
          { id: 'l', type: 'last_name', name: 'last_name', placeholder: 'Last' },
          { id: 'c1', type: 'checkbox', name: 'box', placeholder: 'News' },
          { id: 'c2', type: 'checkbox', name: 'box', placeholder: 'Offers' },
        ]),
      }),
    );
    type($<HTMLInputElement>(shadow, 'input[name="first_name"]'), 'R2D2');
    click($(shadow, 'button[type="submit"]'));
    expect($(shadow, '[role="alert"]').textContent).toBe('Please enter at least 2 or more characters');
    type($<HTMLInputElement>(shadow, 'input[name="first_name"]'), 'Ann');
    type($<HTMLInputElement>(shadow, 'input[name="last_name"]'), 'Lee');
    click($(shadow, 'input[name="checkbox_2"]'));
    click($(shadow, 'button[type="submit"]'));
    expect(submissions[0]).toEqual({
      values: { first_name: 'Ann', last_name: 'Lee', checkbox_2: 'on', name: 'Ann Lee' },
      extraFields: [],
      meta: { checkbox_checked: 'true' },
    });
  });
});

describe('content parts', () => {
  it('never shows template markup (poptin) unsanitised: where DOMPurify cannot run, it shows none', async () => {
    // happy-dom lacks what DOMPurify needs; Chromium sanitises for real (e2e/render-flow.spec.ts).
    const { shadow } = await mount(
      displayPopup({
        templateMarkup: '<p class="t">Hi <img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
      }),
    );
    await settle();
    expect(shadow.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('counts down in flip units with labels (timer_ver 2: an end date at a GMT offset)', async () => {
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0));
    const { shadow } = await mount(
      displayPopup({
        content: withFields([], [{ type: 'countdown' }]),
        design: { timer_ver: 2, timer: { end_date: '2026-01-02T05:04:03', gmt_offset: 2 } },
      }),
    );
    await settle();
    const units = Array.from(shadow.querySelectorAll('.hl-unit'), (unit) => unit.textContent);
    expect(units).toEqual(['01Days', '03Hours', '04Minutes', '03Seconds']);
  });

  it('links a button with // when it has no scheme, in a new tab when asked', async () => {
    const { shadow } = await mount(
      displayPopup({
        content: withFields(
          [],
          [{ type: 'button', label: 'Shop', action: 'link', url: 'example.com/sale', target_blank: true }],
        ),
      }),
    );
    const link = $<HTMLAnchorElement>(shadow, 'a.hl-button');
    expect(link.getAttribute('href')).toBe('//example.com/sale');
    expect(link.target).toBe('_blank');
  });

  it('launches another popup from a button and closes this one', async () => {
    const launched: string[] = [];
    const { shadow, closes } = await mount(
      displayPopup({
        content: withFields(
          [],
          [{ type: 'button', label: 'More', action: 'launch_popup', popup_id: 'otherpopup123' }],
        ),
      }),
      { launchPopup: (to, from) => launched.push(`${from}->${to}`) },
    );
    click($(shadow, 'button.hl-button:not([type="submit"])'));
    expect(launched).toEqual(['popupid123456->otherpopup123']);
    expect(closes).toEqual(['cancel_click']);
  });

  it.each([
    [{}, ['link_click'], 0],
    [{ count_conversion: true }, ['submit'], 1],
    [{ url: 'javascript:alert(1)' }, ['cancel_click'], 0],
  ])('closes and follows a close button link %j in the same click', async (button, closed, conversions) => {
    const visited: string[] = [];
    const close = {
      type: 'button',
      label: 'Shop',
      action: 'close',
      url: 'shop.test/?p={path_url}',
      ...button,
    };
    const { shadow, closes, submissions } = await mount(displayPopup({ content: withFields([], [close]) }), {
      navigate: (url) => visited.push(url),
    });
    click($(shadow, 'button[data-close-button]'));
    expect(closes).toEqual(closed);
    expect(submissions).toHaveLength(conversions);
    const path = encodeURIComponent(`${location.pathname}${location.search}`);
    expect(visited).toEqual(close.url.startsWith('javascript') ? [] : [`//shop.test/?p=${path}`]);
  });

  it('shows the preview banner in preview mode', async () => {
    const { shadow } = await mount(displayPopup(), { preview: true });
    expect($(shadow, '[data-preview-banner]').textContent).toBe(
      'This is a preview of your popup. Please note that submission will not be functional.',
    );
  });
});

describe('loader hooks', () => {
  it('puts the conversion code into the head, running its scripts', () => {
    injectConversionCode(document, {
      integration: {
        conversion_code: '<meta name="lead" content="1"><script>window.__hlConverted = 1</script>',
      },
    });
    expect(document.head.querySelector('meta[name="lead"]')).not.toBeNull();
    const script = document.head.querySelector('script[data-hookline-conversion-code]');
    expect(script?.textContent).toBe('window.__hlConverted = 1');
    injectConversionCode(document, { integration: { conversion_code: '' } });
    injectConversionCode(document, null);
  });

  it('shows a before_show teaser that opens the popup', async () => {
    const opened: number[] = [];
    const teaser = mountTeaser({
      popup: displayPopup({
        teasersOn: true,
        design: { poptin_design_teaser_mode: 'before_show', poptin_design_teaser_text: 'Hi!' },
      }),
      document,
      onOpen: () => opened.push(1),
      log: () => undefined,
    });
    await settle();
    const button = document
      .querySelector('[data-hookline-teaser]')!
      .shadowRoot!.querySelector<HTMLButtonElement>('.hl-teaser')!;
    expect(button.textContent).toBe('Hi!');
    click(button);
    expect(opened).toEqual([1]);
    expect(document.querySelector('[data-hookline-teaser]')).toBeNull();
    teaser?.remove();
  });
});

describe('renderPreview (the dashboard live preview)', () => {
  it('renders a popup record inside a container, as on a desktop or a phone, with no network', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    let remove = () => undefined as void;
    act(() => {
      remove = renderPreview(
        container,
        {
          poptin_type: 'bar',
          poptin_format: 2,
          poptin_size: { width: 1920, height: 80 },
          content: {
            ...emailFormContent(),
            main_mobile: { blocks: [{ type: 'heading', text: 'Phone', level: 2 }] },
          },
          design_properties: {},
        },
        { device: 'mobile', lang: 'he' },
      );
    });
    await settle();
    const shadow = container.shadowRoot!;
    expect(shadow.querySelector('[data-placement]')?.getAttribute('data-placement')).toBe('top');
    expect(shadow.querySelector('[role="dialog"]')?.getAttribute('dir')).toBe('rtl');
    expect(shadow.querySelector('h2')?.textContent).toBe('Phone');
    // The core's, the extras chunk's, and the phone layout's with the preview's own.
    expect(shadow.querySelectorAll('style')).toHaveLength(3);
    expect(shadow.querySelector('[data-placement]')?.classList.contains('hl-fluid')).toBe(true);
    act(() => remove());
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
  });
});
