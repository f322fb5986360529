import type {
  TAbTestArm,
  TAbTestResult,
  TAdminPopup,
  TDayCounts,
  TPopupCreateRequestInput,
  TPopupDeleteResponse,
  TPopupDocument,
  TPopupStats,
  TPopupStatus,
  TPreviewLinkResponse,
  TRangeQueryInput,
} from '@hookline/schema';
import { request } from './client.ts';

/*
 * The popup editor's calls. Their wire shapes are `@hookline/schema`'s popup editor and results; the
 * types of popups and their formats are a constant, `POPUP_CATALOG` (`@hookline/schema/popup-catalog`).
 */

export type { PopupFormat, PopupTypeInfo } from '@hookline/schema/popup-catalog';
/** What the editor edits and saves: every field of a popup the owner controls. */
export type PopupDocument = TPopupDocument;
export type AdminPopup = TAdminPopup;
export type DayCounts = TDayCounts;
export type PopupStats = TPopupStats;
export type AbTestArm = TAbTestArm;
export type AbTestResult = TAbTestResult;
export type RangeQuery = TRangeQueryInput;

const base = '/api/admin';
type Signal = { signal?: AbortSignal };
const popupPath = (id: string) => `${base}/popups/${encodeURIComponent(id)}`;

export const popupsApi = {
  get: (id: string, { signal }: Signal = {}) => request<AdminPopup>(popupPath(id), { signal }),
  create: (clientId: string, input: TPopupCreateRequestInput) =>
    request<AdminPopup>(`${base}/sites/${encodeURIComponent(clientId)}/popups`, {
      method: 'POST',
      body: input,
    }),
  save: (id: string, document: PopupDocument, updatedAt: string) =>
    request<AdminPopup>(popupPath(id), { method: 'PUT', body: { ...document, updated_at: updatedAt } }),
  setStatus: (id: string, status: TPopupStatus) =>
    request<AdminPopup>(`${popupPath(id)}/status`, { method: 'POST', body: { status } }),
  duplicate: (id: string) => request<AdminPopup>(`${popupPath(id)}/duplicate`, { method: 'POST' }),
  addVariant: (id: string) => request<AdminPopup>(`${popupPath(id)}/variants`, { method: 'POST' }),
  /** "Preview on my site": a one-time link to the site that shows this popup (as saved) to the browser opening it. */
  previewLink: (id: string) =>
    request<TPreviewLinkResponse>(`${popupPath(id)}/preview-link`, { method: 'POST' }),
  remove: (id: string) => request<TPopupDeleteResponse>(popupPath(id), { method: 'DELETE' }),
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
