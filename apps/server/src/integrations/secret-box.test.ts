import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const KEY = 'a-secret-key-of-at-least-thirty-two-characters';

describe('secretBox', () => {
  it('opens what it sealed, and never seals the same text to the same value', () => {
    const box = secretBox(KEY);
    const plain = JSON.stringify({ api_key: '0123456789abcdef0123456789abcdef-us21' });
    const sealed = box.seal(plain);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('0123456789abcdef');
    expect(box.open(sealed)).toBe(plain);
    expect(box.seal(plain)).not.toBe(sealed);
    // Another process with the same SECRET_KEY opens it.
    expect(secretBox(KEY).open(sealed)).toBe(plain);
  });

  it('refuses a changed value, and a value sealed with another key', () => {
    const box = secretBox(KEY);
    const sealed = box.seal('the key');
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(
      /cannot be opened/,
    );
    expect(() => box.open([version, iv, Buffer.alloc(16).toString('base64url'), data].join('.'))).toThrow(
      /cannot be opened/,
    );
    expect(() => secretBox(`${KEY}-other`).open(sealed)).toThrow(/cannot be opened/);
    expect(() => box.open('v2.a.b.c')).toThrow(/not a sealed credential/);
    expect(() => box.open('the key')).toThrow(/not a sealed credential/);
  });
});
