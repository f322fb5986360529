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

/** Only where the address has `/cart` in it: the JS filter reads `location.pathname`. */
export const onCartPages: TemplateRules = {
  js_filter: {
    display_if_specific_js_active: true,
    js_name_pair: ['exact::location.pathname'],
    js_value_pair: ['contains::/cart'],
    js_show_pair: ['show'],
  },
};
