const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * A random id of `length` characters of [A-Za-z0-9_-] (64 symbols, so each byte maps evenly):
 * the event ids and conversion keys that make retried events idempotent. Uses the crypto source
 * when there is one.
 */
export function randomId(
  crypto: Pick<Crypto, 'getRandomValues'> | undefined,
  random: () => number,
  length = 21,
): string {
  const bytes = new Uint8Array(length);
  if (crypto) crypto.getRandomValues(bytes);
  else for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
