import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailFormContent } from '../testing/fixtures.ts';
import { parsePopupContent } from './content.ts';
import { loadExtras, loadSubmit } from './lazy-parts.ts';
import { renderPopupPreview } from './preview.tsx';

// A Hebrew popup uses the extras chunk (its messages): once loaded, a preview renders with it at once.
// The submit checks load on the form's first focus; loaded, a submit runs at once.
beforeAll(async () => {
  await Promise.all([loadExtras(), loadSubmit()]);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('renderPopupPreview (the dashboard preview)', () => {
  it('renders the popup inside the container, in its own shadow root, and removes it', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const onSubmit = vi.fn();
    let remove = () => undefined as void;
    act(() => {
      remove = renderPopupPreview(container, {
        popupId: 'preview',
        name: 'Draft',
        content: emailFormContent(),
        onSubmit,
      });
    });
    const shadow = container.shadowRoot!;
    expect(shadow.querySelector('.hl-overlay')?.classList.contains('hl-inline')).toBe(true);
    expect(shadow.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe(
      'Get 10% off your first order',
    );

    const email = shadow.querySelector<HTMLInputElement>('input[name="email"]')!;
    act(() => {
      email.value = 'jane@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(onSubmit).toHaveBeenCalledWith({ values: { email: 'jane@example.com' }, extraFields: [] });
    expect(shadow.querySelector('h2')?.textContent).toBe('Thank you!');

    act(() => remove());
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
  });

  it('renders right to left for Hebrew popups, with Hebrew messages', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    act(() => {
      renderPopupPreview(container, {
        popupId: 'he',
        name: 'עברית',
        content: emailFormContent(),
        lang: 'he',
      });
    });
    const shadow = container.shadowRoot!;
    expect(shadow.querySelector('[role="dialog"]')?.getAttribute('dir')).toBe('rtl');
    act(() => shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(shadow.querySelector('[role="alert"]')?.textContent).toBe('יש למלא את השדה.');
  });

  it('shows a sample of a unique code where the thank-you screen’s coupon block reads {{coupon_code}}', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const content = emailFormContent();
    content.thank_you = { blocks: [{ type: 'coupon', code: '{{coupon_code}}' }] };
    act(() => {
      renderPopupPreview(container, {
        popupId: 'unique',
        name: 'Unique',
        content: { ...content, main: content.thank_you! },
        design: { coupon: { coupon_type: 'code', code: 'WELCOME', unique: { kind: 'percent', amount: 10 } } },
      });
    });
    expect(container.shadowRoot!.querySelector('.hl-coupon')?.textContent).toBe('WELCOME-XXXXXXXX');
  });

  it('renders a block type it does not know as nothing, and the rest of the popup as usual', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const content = parsePopupContent({
      main: { blocks: [{ type: 'video', src: 'x' }, ...emailFormContent().main.blocks] },
    })!;
    act(() => {
      renderPopupPreview(container, { popupId: 'future', name: 'Later', content });
    });
    const shadow = container.shadowRoot!;
    expect(shadow.querySelector('video')).toBeNull();
    expect(shadow.querySelector('input[name="email"]')).not.toBeNull();
    expect(shadow.querySelector('h2')?.textContent).toBe('Get 10% off your first order');
  });
});
