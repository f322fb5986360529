import type { InjectOptions } from 'fastify';
import {
  NASTY_STRINGS,
  encodePart,
  formEncode,
  mutate,
  nastyValue,
  queryString,
  type Rng,
} from './fuzz-inputs.ts';
import { REQUEST_HEADER } from '../http/request-guard.ts';
import type { FuzzTarget } from './fuzz-target.ts';

/** A request to a target, valid or (mostly) broken in its address, query, body or headers. */
export function fuzzRequest(rng: Rng, target: FuzzTarget, sessionCookie: string): InjectOptions {
  let url = target.route.replace(/:(\w+)/g, (_match, name: string) =>
    encodePart(rng.chance(0.15) ? rng.pick(NASTY_STRINGS) : (target.params?.[name] ?? '')),
  );
  if (target.query) url += queryString(rng.chance(0.8) ? mutate(rng, target.query) : target.query);
  const headers: Record<string, string> = {};
  if (target.session && rng.chance(0.9)) headers.cookie = sessionCookie;
  // Mostly as the dashboard's and the shop's own scripts call, so that bodies get past the cross-site guard.
  if (rng.chance(0.9)) headers[REQUEST_HEADER] = '1';
  let payload: string | Buffer | undefined;
  if (target.file) {
    // An upload: the file, cut short, with bytes flipped, or something else, under any declared type.
    const file = Buffer.from(target.file);
    if (rng.chance(0.3)) file[rng.int(file.length)] = rng.int(256);
    payload = rng.chance(0.2) ? file.subarray(0, rng.int(file.length + 1)) : file;
    if (rng.chance(0.1)) payload = rng.pick(NASTY_STRINGS);
    headers['content-type'] = rng.pick([
      'image/png',
      'image/jpeg',
      'application/octet-stream',
      'text/plain',
      'image/svg+xml',
    ]);
  } else if (target.body || rng.chance(0.05)) {
    const body =
      target.body && rng.chance(0.85) ? mutate(rng, target.body) : (target.body ?? { x: nastyValue(rng) });
    const encoding = rng.chance(0.1) ? rng.pick(['json', 'form'] as const) : (target.encoding ?? 'json');
    payload = encoding === 'json' ? JSON.stringify(body) : formEncode(body);
    headers['content-type'] = encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    // Now and then a body that is not what it says it is.
    if (rng.chance(0.05)) payload = payload.slice(0, rng.int(payload.length + 1));
    if (rng.chance(0.03))
      headers['content-type'] = rng.pick(['text/plain', 'application/xml', 'multipart/form-data']);
  }
  return { method: target.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}
