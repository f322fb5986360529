import { describe, expect, it } from 'vitest';
import { appPath, loginPath, safeNext } from './session.ts';

describe('safeNext', () => {
  it.each([
    ['/sites/abc?page=2', '/sites/abc?page=2'],
    ['/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['sites', '/'],
    [null, '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeNext(value)).toBe(expected);
  });
});

describe('appPath and loginPath', () => {
  it('keeps the path and query of the request', () => {
    expect(appPath('http://localhost/sites/x?page=2')).toBe('/sites/x?page=2');
  });
  it('leaves out next for the home page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/sites/x?page=2')).toBe('/login?next=%2Fsites%2Fx%3Fpage%3D2');
  });
});
