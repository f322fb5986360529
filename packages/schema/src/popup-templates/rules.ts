import type { TemplateRules } from './types.ts';

/** Display rules the templates share, in the editor's grammar (docs/dashboard.md). */

/** Once every `days` days, never again to a visitor who converted on it. */
export const everyDays = (days: number): TemplateRules => ({
  d_f_r: `all@display_every_${days}_days`,
  stop_showing_to_converted_users: true,
});

/** On every page until the visitor answers it (a conversion): notices and gates. */
export const untilAnswered: TemplateRules = {
  d_f_r: 'all@display_everytime_everypage',
  stop_showing_to_converted_users: true,
};

/** Once per visitor, ever. */
export const once: TemplateRules = { d_f_r: 'all@display_once', stop_showing_to_converted_users: true };

/** Only on the cart: page-address targeting (docs/dashboard.md, "Targeting"). */
export const onCartPages: TemplateRules = {
  targeting: { pages: { mode: 'any', rules: [{ action: 'show', match: 'starts_with', value: '/cart' }] } },
};

/** Never in the way of a purchase: kept off the cart and every checkout step. */
export const offCheckout: TemplateRules = {
  targeting: {
    pages: {
      mode: 'any',
      rules: [
        { action: 'hide', match: 'starts_with', value: '/cart' },
        { action: 'hide', match: 'starts_with', value: '/checkout' },
      ],
    },
  },
};
