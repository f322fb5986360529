import { describe, expect, it } from 'vitest';
import {
  isWrittenEngagementFilter,
  parseEngagementFilter,
  writeEngagementFilter,
  type EngagementFilter,
} from './engagement.ts';

const A = 'aaaaaaaaaaaaa';

describe('parseEngagementFilter', () => {
  it.each([
    [`show|seen_poptin|other|${A}`, { show: true, event: 'seen_poptin', kind: 'other', popupId: A }],
    [
      'dont_show|converted|embedded|any',
      { show: false, event: 'converted', kind: 'embedded', popupId: 'any' },
    ],
    ['show|seen', null],
    [`hide|seen_poptin|other|${A}`, null],
    ['show|seen_poptin|other|ABC', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (text, expected) => {
    expect(parseEngagementFilter(text)).toEqual(expected);
  });
});

describe('writeEngagementFilter', () => {
  it.each<[EngagementFilter, string]>([
    [{ show: true, event: 'seen_poptin', kind: 'other', popupId: A }, `show|seen_poptin|other|${A}`],
    [{ show: false, event: 'not_seen', kind: 'embedded', popupId: 'any' }, 'dont_show|not_seen|embedded|any'],
    [{ show: true, event: 'closed', kind: 'other', popupId: 'any' }, 'show|closed|other|any'],
    [{ show: false, event: 'converted', kind: 'other', popupId: A }, `dont_show|converted|other|${A}`],
  ])('%j -> %s, read back as it was', (filter, text) => {
    expect(writeEngagementFilter(filter)).toBe(text);
    expect(parseEngagementFilter(text)).toEqual(filter);
  });
});

describe('isWrittenEngagementFilter', () => {
  it.each([
    [`show|seen_poptin|other|${A}`, true],
    ['dont_show|converted|embedded|any', true],
    [' show|closed|other|any', false],
    ['show|seen', false],
    [`hide|seen_poptin|other|${A}`, false],
    ['show|seen_poptin|other|ABC', false],
    ['show|seen_poptin|popup|any', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isWrittenEngagementFilter(text)).toBe(expected);
  });
});
