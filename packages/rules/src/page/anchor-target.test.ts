import { describe, expect, it } from 'vitest';
import { anchorTarget } from './anchor-target.ts';

describe('anchorTarget', () => {
  it.each([
    ['#journal-list', '#journal-list'],
    [' #list_2 ', '#list_2'],
    ['#-private', '#-private'],
    ['#_a', '#_a'],
    ['#1list', null],
    ['#-1', null],
    ['journal-list', null],
    ['#a .b', null],
    ['#a,#b', null],
    ['.list', null],
    ['#a[href]', null],
    ['#', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j -> %j', (setting, expected) => {
    expect(anchorTarget(setting)).toBe(expected);
  });
});
