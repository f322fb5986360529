import type { TMenuItem } from '@hookline/schema/cms';

let counter = 0;

/** A new, empty menu item, with an id no other item of this page has. */
export const newItem = (): TMenuItem => ({
  id: `item-${Date.now().toString(36)}-${(counter++).toString(36)}`,
  label: '',
  url: '',
  entry_id: null,
  new_window: false,
  nofollow: false,
  children: [],
});
