import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Integration credentials at rest (issue 28): AES-256-GCM with a key derived from the server's
 * `SECRET_KEY` (HKDF-SHA256), so a database dump alone gives no one the owners' API keys. A sealed
 * value reads `v1.<iv>.<tag>.<ciphertext>` (base64url); the version lets a later key or cipher live
 * beside this one. GCM's tag makes any change to a stored value fail to open rather than decrypt to
 * something else.
 */

const VERSION = 'v1';
/** Fixed, so the same SECRET_KEY always derives the same key; names the use, so the key serves nothing else. */
const INFO = 'hookline integration credentials v1';

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this SECRET_KEY, or was changed since. */
  open(sealed: string): string;
}

export function secretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        data === undefined ||
        rest.length > 0
      )
        throw new Error('not a sealed credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new Error('the credential cannot be opened with this SECRET_KEY (another key, or changed)');
      }
    },
  };
}
