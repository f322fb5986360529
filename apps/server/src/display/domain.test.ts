import { describe, expect, it } from 'vitest';
import { domainAllowed } from './domain.ts';

describe('domainAllowed', () => {
  it.each([
    [['shop.example.com'], 'shop.example.com', true],
    [['shop.example.com'], 'shop.example.com:8080', true],
    [['shop.example.com'], 'www.shop.example.com', true],
    [['example.com'], 'evil-example.com', false],
    [['*.example.com'], 'a.b.example.com', true],
    [['*.example.com'], 'example.com', true],
    [['*.example.com'], 'notexample.com', false],
    [['localhost', '127.0.0.1'], '127.0.0.1:4173', true],
    [['localhost'], '', false],
    [['Example.COM'], 'https://example.com/path', true],
  ])('%j allows %s: %s', (domains, host, expected) => {
    expect(domainAllowed(domains, host)).toBe(expected);
  });
});
