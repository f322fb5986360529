import type { CachedSite } from './site-cache.ts';
import type { DisplayAnswer } from './decide-display.ts';

/**
 * A display answer's bytes. Nearly every answer is a site's plain one, which differs between visitors
 * only in four fields (country, country_code, cc, ip): the rest is prepared once per site (a new
 * CachedSite each time the site's popups change, as the cache reloads it on their NOTIFY) and per
 * popup list, and the visitor's fields are written in between. The bytes are exactly those of
 * `JSON.stringify` of the envelope with `poptins` last (display-answer.test.ts holds the two together).
 */

/** The envelope's keys from `country` on, before `poptins`, and the popup list and closing brace. */
interface Tail {
  display: boolean;
  bytes: Buffer;
}

interface Prepared {
  /** `{"is_client_restriction":false,...,"country":` */
  head: Buffer;
  /** `,"lang":…,"display":…,"message":"","poptins":[…]}` by popup list (each list a few per site). */
  tails: WeakMap<Buffer, Tail>;
}

const prepared = new WeakMap<CachedSite, Prepared>();

function preparedFor(site: CachedSite): Prepared {
  let found = prepared.get(site);
  if (!found) {
    const head = `{"is_client_restriction":false,"client_restriction_setting":null,"if_freemium":${JSON.stringify(site.isFreemium)},"country":`;
    prepared.set(site, (found = { head: Buffer.from(head), tails: new WeakMap() }));
  }
  return found;
}

function tailOf(site: Prepared, { envelope, poptins }: DisplayAnswer): Buffer {
  const display = envelope.display === true;
  let tail = site.tails.get(poptins);
  if (!tail || tail.display !== display) {
    const keys = `,"lang":${JSON.stringify(envelope.lang)},"display":${display},"message":"","poptins":`;
    tail = { display, bytes: Buffer.concat([Buffer.from(keys), poptins, CLOSE]) };
    site.tails.set(poptins, tail);
  }
  return tail.bytes;
}

/** Whether an envelope is a site's plain one, as `decideForSite` marks it and the prepared bytes assume. */
const isPlain = ({ envelope }: DisplayAnswer) =>
  envelope.client_restriction_setting === null &&
  envelope.message === '' &&
  typeof envelope.display === 'boolean' &&
  envelope.customer === undefined &&
  envelope.wix_cart_details === undefined;

const CLOSE = Buffer.from('}');

/**
 * The answer's JSON in pieces to be sent in a row. A writer that sends them as they are copies no
 * popup list.
 */
export function displayAnswerParts(answer: DisplayAnswer): Buffer[] {
  const { envelope, site } = answer;
  if (site && isPlain(answer)) {
    const ready = preparedFor(site);
    const visitor = `${JSON.stringify(envelope.country)},"country_code":${JSON.stringify(envelope.country_code)},"cc":${JSON.stringify(envelope.cc)},"ip":${JSON.stringify(envelope.ip)}`;
    return [ready.head, Buffer.from(visitor), tailOf(ready, answer)];
  }
  return unpreparedParts(answer);
}

/** The answer's pieces built from the envelope on every call (the way before the prepared answer). */
export const unpreparedParts = ({ envelope, poptins }: DisplayAnswer): Buffer[] => [
  Buffer.from(`${JSON.stringify(envelope).slice(0, -1)},"poptins":`),
  poptins,
  CLOSE,
];

/** The answer's JSON bytes in one buffer. */
export const displayAnswerBytes = (answer: DisplayAnswer): Buffer =>
  Buffer.concat(displayAnswerParts(answer));
