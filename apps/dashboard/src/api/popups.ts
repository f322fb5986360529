import type {
  TDesignProperties,
  TDisplayRules,
  TLang,
  TPopupContent,
  TPopupTarget,
  TPopupType,
  TTriggers,
} from '@hookline/schema';
import { request } from './client.ts';

/*
 * The popup editor's calls. Types mirror apps/server/src/admin/popup-wire.ts, popup-input.ts,
 * popup-catalog.ts and results-routes.ts.
 */

export interface PopupFormat {
  format: number;
  label: string;
  width: number;
  height: number;
}

export interface PopupTypeInfo {
  type: TPopupType;
  label: string;
  description: string;
  orientation: 'horizontal' | 'vertical' | 'mixed';
  formats: PopupFormat[];
}

/** What the editor edits and saves: every field of a popup the owner controls. */
export interface PopupDocument {
  name: string;
  type: TPopupType;
  format: number;
  target: TPopupTarget;
  lang: TLang;
  width: number;
  height: number;
  content: TPopupContent;
  design_properties: TDesignProperties;
  display_rules: TDisplayRules;
  triggers: TTriggers;
  is_teasers_on: boolean;
  on_click: boolean;
  x_close_button: boolean;
}

export interface AdminPopup extends PopupDocument {
  id: string;
  viewer_id: string;
  /** The site's client id. */
  site: string;
  status: 'active' | 'paused';
  ab_test: boolean;
  ab_test_parent_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DayCounts {
  day: string;
  views: number;
  closes: number;
  conversions: number;
  rate: number;
}

export interface PopupStats {
  popup: { id: string; name: string };
  from: string;
  to: string;
  time_zone: string;
  days: DayCounts[];
  totals: Omit<DayCounts, 'day'>;
}

export interface AbTestArm {
  id: string;
  name: string;
  status: 'active' | 'paused';
  control: boolean;
  views: number;
  conversions: number;
  rate: number;
  z: number | null;
  p_value: number | null;
  lift: number | null;
  significant: boolean | null;
}

export interface AbTestResult {
  parent: string;
  from: string;
  to: string;
  time_zone: string;
  min_views: number;
  threshold: number;
  arms: AbTestArm[];
  verdict: {
    kind: 'not_enough_data' | 'no_winner_yet' | 'winner';
    reason: string | null;
    winner_id: string | null;
  };
}

export interface RangeQuery {
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
}

const base = '/api/admin';
type Signal = { signal?: AbortSignal };
const popupPath = (id: string) => `${base}/popups/${encodeURIComponent(id)}`;

let catalog: Promise<PopupTypeInfo[]> | undefined;

export const popupsApi = {
  /** The types and formats; asked once per page load (it changes only with a new server version). */
  catalog: ({ signal }: Signal = {}): Promise<PopupTypeInfo[]> => {
    catalog ??= request<PopupTypeInfo[]>(`${base}/popup-catalog`, { signal }).catch((error: unknown) => {
      catalog = undefined;
      throw error;
    });
    return catalog;
  },
  get: (id: string, { signal }: Signal = {}) => request<AdminPopup>(popupPath(id), { signal }),
  create: (clientId: string, input: { name: string; type: TPopupType; format: number }) =>
    request<AdminPopup>(`${base}/sites/${encodeURIComponent(clientId)}/popups`, {
      method: 'POST',
      body: input,
    }),
  save: (id: string, document: PopupDocument, updatedAt: string) =>
    request<AdminPopup>(popupPath(id), { method: 'PUT', body: { ...document, updated_at: updatedAt } }),
  setStatus: (id: string, status: 'active' | 'paused') =>
    request<AdminPopup>(`${popupPath(id)}/status`, { method: 'POST', body: { status } }),
  duplicate: (id: string) => request<AdminPopup>(`${popupPath(id)}/duplicate`, { method: 'POST' }),
  addVariant: (id: string) => request<AdminPopup>(`${popupPath(id)}/variants`, { method: 'POST' }),
  remove: (id: string) => request<{ deleted: string[] }>(popupPath(id), { method: 'DELETE' }),
  stats: (id: string, range: RangeQuery, { signal }: Signal = {}) =>
    request<PopupStats>(`${popupPath(id)}/stats`, { query: { ...range }, signal }),
  abTest: (id: string, range: RangeQuery, { signal }: Signal = {}) =>
    request<AbTestResult>(`${popupPath(id)}/ab-test`, { query: { ...range }, signal }),
};

/** The editable part of a popup record. */
export function documentOf(popup: AdminPopup): PopupDocument {
  return {
    name: popup.name,
    type: popup.type,
    format: popup.format,
    target: popup.target,
    lang: popup.lang,
    width: popup.width,
    height: popup.height,
    content: popup.content,
    design_properties: popup.design_properties,
    display_rules: popup.display_rules,
    triggers: popup.triggers,
    is_teasers_on: popup.is_teasers_on,
    on_click: popup.on_click,
    x_close_button: popup.x_close_button,
  };
}
