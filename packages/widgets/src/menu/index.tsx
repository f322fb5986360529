import { parseMenuJson, type TMenuItem, type TMenuItemView } from '@hookline/schema/cms';
import { defineWidget } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { choices, radioField, textField } from '../frame/fields.ts';

type Layout = 'horizontal' | 'vertical';

/** Spec 9 "Menu defaults": sub-menus show after 250 ms and hide 500 ms after the pointer leaves. */
export const MENU_TIMING = { showMs: 250, hideMs: 500 } as const;

const demo: TMenuItemView[] = [
  { id: 'shop', label: 'Shop', url: '/shop', new_window: false, nofollow: false, children: [] },
  {
    id: 'journal',
    label: 'Journal',
    url: '/journal',
    new_window: false,
    nofollow: false,
    children: [
      { id: 'makers', label: 'Makers', url: '/journal', new_window: false, nofollow: false, children: [] },
      { id: 'recipes', label: 'Recipes', url: '/journal', new_window: false, nofollow: false, children: [] },
    ],
  },
  { id: 'about', label: 'About', url: '/about', new_window: false, nofollow: false, children: [] },
];

/** Items of the menu library's JSON option as views (entries' addresses are left to the saved menu). */
const fromJson = (items: TMenuItem[]): TMenuItemView[] =>
  items.map((item) => ({
    id: item.id,
    label: item.label,
    url: item.url || '#',
    new_window: item.new_window,
    nofollow: item.nofollow,
    children: fromJson(item.children),
  }));

function Items({ items, level, edit }: { items: TMenuItemView[]; level: number; edit: boolean }) {
  return (
    <ul className={level === 1 ? 'hl-menu__list' : 'hl-menu__sub'}>
      {items.map((item) => {
        const rel = [item.new_window ? 'noopener' : '', item.nofollow ? 'nofollow' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li key={item.id} className={item.children.length ? 'hl-menu__parent' : undefined}>
            <a
              href={edit ? undefined : item.url}
              target={item.new_window ? '_blank' : undefined}
              rel={rel || undefined}
              aria-haspopup={item.children.length ? 'true' : undefined}
              aria-expanded={item.children.length ? 'false' : undefined}
            >
              {item.label}
            </a>
            {item.children.length > 0 && <Items items={item.children} level={level + 1} edit={edit} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Menu (spec 1 "menus"; 5 "Menu library requires a valid menu markup JSON option, else it shows an
 * alert"; 9 "Menu defaults"): a menu built in the dashboard's Content area (by its slug), or items
 * given as the menu library's JSON option, which must be a valid menu: otherwise the widget shows an
 * alert saying what is wrong, and no menu. Sub-menus open on hover after 250 ms and close 500 ms
 * after leaving, or on a press; on phones a Menu button opens the list.
 */
export const menu = defineWidget({
  type: 'Menu',
  label: 'Menu',
  category: 'layout',
  pro: true,
  island: 'menu',
  fields: {
    menu: textField('Menu (slug, from Content › Menus)'),
    menu_json: { type: 'textarea', label: 'Or the menu as JSON (the menu library option)' },
    layout: radioField(
      'Layout',
      choices([
        ['horizontal', 'Horizontal'],
        ['vertical', 'Vertical'],
      ]),
    ),
    label: textField('Name (for screen readers)'),
  },
  defaultProps: { menu: 'main', menu_json: '', layout: 'horizontal' as Layout, label: 'Main' },
  load: async (props, ctx) => {
    if (props.menu_json.trim()) {
      const parsed = parseMenuJson(props.menu_json);
      return parsed.ok
        ? { items: fromJson(parsed.items), error: null }
        : { items: [], error: parsed.message };
    }
    const found = props.menu ? await ctx.data.content.menu(props.menu) : null;
    return found
      ? { items: found.items, error: null }
      : { items: [], error: props.menu ? `There is no menu "${props.menu}".` : null };
  },
  spec: 'storefront 1 "menus"; 5 "Menu library requires a valid menu markup JSON option, else it shows an alert"; 8 "Invalid menu option JSON: Alert"; 9 "Menu defaults" (show 250 ms, hide 500 ms, sub-menu widths 10em to 20em)',
  Render({ id, layout, label, loaded }) {
    const { editMode } = useWidgetFrame();
    if (loaded?.error)
      return (
        <div id={id} className="hl-menu-error" role="alert">
          {loaded.error}
        </div>
      );
    const items = loaded?.items ?? demo;
    return (
      <nav
        id={id}
        className={`hl-menu hl-menu--${layout}`}
        aria-label={label || 'Menu'}
        data-island="menu"
        data-show-ms={String(MENU_TIMING.showMs)}
        data-hide-ms={String(MENU_TIMING.hideMs)}
      >
        <button type="button" className="hl-menu__toggle" aria-expanded="false" aria-controls={`${id}-list`}>
          Menu
        </button>
        <div id={`${id}-list`} className="hl-menu__panel">
          <Items items={items} level={1} edit={editMode} />
        </div>
      </nav>
    );
  },
});
