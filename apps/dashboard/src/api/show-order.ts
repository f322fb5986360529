import type { OrderedPopup } from '@hookline/rules';
import type { TShowOrder, TShowOrderEntry } from '@hookline/schema';
import { request } from './client.ts';

type Signal = { signal?: AbortSignal };

const orderPath = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/popup-order`;

/** The order in which a site's popups that cover the page show (docs/dashboard.md, "Show order"). */
export const showOrderApi = {
  get: (clientId: string, { signal }: Signal = {}) => request<TShowOrder>(orderPath(clientId), { signal }),
  /**
   * The order, or none when it cannot be read: it is an aid beside a page's own content (the editor,
   * the site page), which never fails for it.
   */
  getOrNone: (clientId: string, options: Signal = {}) =>
    showOrderApi.get(clientId, options).catch((): TShowOrder => ({ popups: [] })),
  /** Puts the listed popups first, in this order; the others keep theirs after them. */
  set: (clientId: string, ids: readonly string[]) =>
    request<TShowOrder>(orderPath(clientId), { method: 'PUT', body: { popups: ids } }),
};

/** An entry of the API's order as the rules of `@hookline/rules` read it. */
export const orderedPopup = (entry: TShowOrderEntry): OrderedPopup => ({
  id: entry.id,
  name: entry.name,
  type: entry.type,
  status: entry.status,
  onClick: entry.on_click,
  pages: entry.pages,
  devices: entry.devices,
});
