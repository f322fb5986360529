import type { TLang } from '@hookline/schema';
import type { DisplayPopup } from './popup/contract.ts';

/** The display response (spec section 3), reduced to what the loader acts on; records unchecked. */
export interface DisplayAnswer {
  display: boolean | 'not_allowed';
  message: string;
  /** `poptins`, each checked by `parsePopupRecord` when it is used. */
  records: unknown[];
  ip: string;
  cc: string;
  country: string;
  freemium: boolean;
}

const POPUP_ID = /^[a-z0-9]{13}$/;
const DEFAULT_SIZE = { width: 800, height: 500 };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * Reads the display response defensively: anything that is not an object with a known `display`
 * value is null (the caller logs it). The popup records are checked one by one later.
 */
export function readDisplayAnswer(body: unknown): DisplayAnswer | null {
  if (!isObject(body)) return null;
  const { display } = body;
  if (display !== true && display !== false && display !== 'not_allowed') return null;
  return {
    display,
    message: text(body.message),
    records: Array.isArray(body.poptins) ? body.poptins : [],
    ip: text(body.ip).slice(0, 64),
    cc: /^[A-Z]{2}$/.test(text(body.cc)) ? text(body.cc) : '',
    country: text(body.country).slice(0, 100),
    freemium: body.if_freemium === true,
  };
}

function popupSize(value: unknown): { width: number; height: number } {
  if (!isObject(value)) return DEFAULT_SIZE;
  const { width, height } = value;
  return typeof width === 'number' && width > 0 && typeof height === 'number' && height > 0
    ? { width, height }
    : DEFAULT_SIZE;
}

function secondsOnPage(triggers: unknown): number | null {
  const seconds = isObject(triggers) ? triggers.seconds_on_page : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * Maps one popup record from its wire names to a `DisplayPopup`, or null when it lacks what any
 * popup needs (its ids, its type, a content object). The content itself is checked by the chunk.
 */
export function parsePopupRecord(record: unknown): DisplayPopup | null {
  if (!isObject(record)) return null;
  const id = record.poptin_id;
  const viewerId = record.viewer_id;
  if (typeof id !== 'string' || !POPUP_ID.test(id)) return null;
  if (typeof viewerId !== 'string' || !POPUP_ID.test(viewerId)) return null;
  if (typeof record.poptin_type !== 'string' || !isObject(record.content)) return null;
  const lang: TLang = record.lang === 'he' ? 'he' : 'en';
  return {
    id,
    viewerId,
    type: record.poptin_type,
    format: typeof record.poptin_format === 'number' ? record.poptin_format : 1,
    name: text(record.poptin_name),
    target: text(record.poptin_target, 'lead'),
    lang,
    size: popupSize(record.poptin_size),
    active: record.display !== false,
    showCloseButton: record.x_close_button !== false,
    content: record.content,
    design: isObject(record.design_properties) ? record.design_properties : {},
    triggers: { seconds_on_page: secondsOnPage(record.triggers) },
    templateMarkup: typeof record.poptin === 'string' ? record.poptin : null,
    templateUrl: typeof record.poptin_url === 'string' ? record.poptin_url : null,
    showCredit: record.if_poptin_credit === true,
    teasersOn: record.is_teasers_on === true,
    onClick: record.on_click === true,
  };
}

/** The display response with its popup records parsed; broken records are left out and counted. */
export function parseDisplayResponse(
  body: unknown,
): { display: DisplayAnswer['display']; message: string; popups: DisplayPopup[]; rejected: number } | null {
  const answer = readDisplayAnswer(body);
  if (!answer) return null;
  const popups: DisplayPopup[] = [];
  for (const record of answer.records) {
    const popup = parsePopupRecord(record);
    if (popup) popups.push(popup);
  }
  return {
    display: answer.display,
    message: answer.message,
    popups,
    rejected: answer.records.length - popups.length,
  };
}
