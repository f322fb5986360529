import { describe, expect, it } from 'vitest';
import { activeTab, selectTab } from './tabs.ts';

describe('activeTab', () => {
  it.each([
    ['defaults to tab 1', 4, undefined, -1, 1],
    ['the setting', 4, 3, -1, 3],
    ['the setting as text', 4, '2', -1, 2],
    ['an empty setting', 4, '', -1, 1],
    ['a setting past the end', 4, 9, -1, 1],
    ['a setting of 0', 4, 0, -1, 1],
    ['a fractional setting', 4, 2.5, -1, 1],
    ['the hash wins', 4, 3, 1, 2],
    ['a hash past the end is ignored', 4, 3, 6, 3],
    ['no tabs', 0, 1, -1, 0],
  ])('%s', (_name, count, setting, hashItem, expected) => {
    expect(activeTab(count, setting, hashItem)).toBe(expected);
  });
});

describe('selectTab', () => {
  it.each([
    [3, 2, 2],
    [3, 3, 3],
    [3, 4, 1],
    [3, -1, 1],
    [0, 1, 0],
  ])('%s tabs, choose %s: %s', (count, number, expected) => {
    expect(selectTab(count, number)).toBe(expected);
  });
});
