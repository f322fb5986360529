import { triggerSetting } from '@hookline/rules';
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
  /** A logged-in shop customer's records from the server (read by the filters chunk), else undefined. */
  customer?: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of the record, or an empty one in its place. */
export const objectOr = (value: unknown): Json => (isObject(value) ? value : {});

/** A popup or viewer id: 13 lowercase letters and digits. */
export const isPopupId = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z0-9]{13}$/.test(value);

const text = <Fallback>(value: unknown, fallback: Fallback) => (typeof value === 'string' ? value : fallback);

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
    message: text(body.message, ''),
    records: Array.isArray(body.poptins) ? body.poptins : [],
    ip: text(body.ip, '').slice(0, 64),
    cc: /^[A-Z]{2}$/.test(text(body.cc, '')) ? text(body.cc, '') : '',
    country: text(body.country, '').slice(0, 100),
    freemium: body.if_freemium === true,
    customer: body.customer,
  };
}

/**
 * Maps one popup record from its wire names to a `DisplayPopup`, or null when it lacks what any
 * popup needs (its ids, its type, a content object). The content itself is checked by the chunk;
 * a missing or nonsensical size is 800 x 500, a seconds trigger that is not a number of seconds null.
 */
export function parsePopupRecord(record: unknown): DisplayPopup | null {
  if (!isObject(record)) return null;
  const { poptin_id: id, viewer_id: viewerId, poptin_type: type, content } = record;
  if (!isPopupId(id) || !isPopupId(viewerId) || typeof type !== 'string' || !isObject(content)) return null;
  const { width, height } = objectOr(record.poptin_size);
  return {
    id,
    viewerId,
    type,
    format: typeof record.poptin_format === 'number' ? record.poptin_format : 1,
    name: text(record.poptin_name, ''),
    target: text(record.poptin_target, 'lead'),
    lang: record.lang === 'he' ? 'he' : 'en',
    size:
      typeof width === 'number' && width > 0 && typeof height === 'number' && height > 0
        ? { width, height }
        : { width: 800, height: 500 },
    active: record.display !== false,
    showCloseButton: record.x_close_button !== false,
    content,
    design: objectOr(record.design_properties),
    triggers: { seconds_on_page: triggerSetting(objectOr(record.triggers).seconds_on_page) },
    templateMarkup: text(record.poptin, null),
    templateUrl: text(record.poptin_url, null),
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
