import { clampQuantity, raiseToMinimum } from '@hookline/shop';
import type { IslandMount } from '../contract.ts';

/**
 * Add to cart: the quantity input writes the button's `data-quantity` as it changes (raised to the
 * minimum, spec 5); a click posts the button's data attributes as they are to the add action
 * (spec 3, 7), with the button normal, loading, then added and a "View cart" link after it unless
 * this is the cart page. An error answer with a product_url goes to the product page (spec 8).
 */
export const mount: IslandMount = (root) => {
  const button = root.querySelector<HTMLButtonElement>('[data-product_id]');
  const input = root.querySelector<HTMLInputElement>('input.qty');
  if (!button) return;
  const api = root.dataset.api ?? '/api/shop';
  const min = Number(root.dataset.min) || 1;
  const max = root.dataset.max ? Number(root.dataset.max) : '';
  const onInput = () => {
    if (!input) return;
    button.dataset.quantity = String(clampQuantity(input.value, min, max));
  };
  const onChange = () => {
    if (!input) return;
    input.value = raiseToMinimum(input.value, min);
    onInput();
  };
  const onClick = async () => {
    if (button.classList.contains('loading')) return;
    button.classList.remove('added');
    button.classList.add('loading');
    const fields = Object.fromEntries(
      Object.entries(button.dataset).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    try {
      const response = await fetch(`${api}/add_to_cart`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(fields).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: unknown;
        product_url?: string;
        message?: string;
        cart?: unknown;
      };
      if (body.error && body.product_url) {
        window.location.assign(body.product_url);
        return;
      }
      button.classList.remove('loading');
      if (!response.ok) {
        root.querySelector('.hl-add-to-cart__message')?.remove();
        const message = document.createElement('p');
        message.className = 'hl-add-to-cart__message';
        message.setAttribute('role', 'alert');
        message.textContent = body.message ?? 'The product could not be added to your cart.';
        root.append(message);
        return;
      }
      button.classList.add('added');
      window.dispatchEvent(new CustomEvent('hookline:added_to_cart', { detail: body }));
      if (!root.querySelector('.added_to_cart') && !/^\/cart\/?$/.test(window.location.pathname)) {
        const link = document.createElement('a');
        link.href = '/cart';
        link.className = 'added_to_cart wc-forward';
        link.textContent = 'View cart';
        button.after(link);
      }
    } catch {
      button.classList.remove('loading');
    }
  };
  const click = () => void onClick();
  input?.addEventListener('input', onInput);
  input?.addEventListener('change', onChange);
  button.addEventListener('click', click);
  return () => {
    input?.removeEventListener('input', onInput);
    input?.removeEventListener('change', onChange);
    button.removeEventListener('click', click);
  };
};
