import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 13-character public id (client ids, popup ids, viewer ids). */
export function publicId(): string {
  const bytes = randomBytes(13);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
