import { describe, expect, it } from 'vitest';
import { parseEngagementFilter } from '@hookline/schema/display-rule-grammar/engagement.ts';
import { engagementFilterAllows, type Engagement } from './engagement-filter.ts';

const A = 'aaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbb';
const E = 'eeeeeeeeeeeee';

const engaged = (
  id: string,
  kind: 'embedded' | 'other',
  seen: boolean,
  closed = false,
  converted = false,
): Engagement => ({
  id,
  kind,
  seen,
  closed,
  converted,
});

describe('engagementFilterAllows', () => {
  const others = [
    engaged(A, 'other', true, true),
    engaged(B, 'other', false),
    engaged(E, 'embedded', true, false, true),
  ];

  it.each([
    ['no filter', null, true],
    [`show|seen_poptin|other|${A}`, others, true],
    [`show|seen_poptin|other|${B}`, others, false],
    [`dont_show|seen_poptin|other|${A}`, others, false],
    [`show|not_seen|other|${B}`, others, true],
    [`show|closed|other|${A}`, others, true],
    [`show|converted|other|${A}`, others, false],
    [`show|converted|embedded|${E}`, others, true],
    [`dont_show|converted|other|${E}`, others, false],
    ['show|seen_poptin|other|zzzzzzzzzzzzz', others, false],
    ['show|not_seen|other|zzzzzzzzzzzzz', others, true],
    ['show|seen_poptin|other|any', others, true],
    ['show|seen_poptin|other|any', [engaged(B, 'other', false)], false],
    ['show|not_seen|other|any', others, false],
    ['show|not_seen|other|any', [engaged(B, 'other', false), engaged(E, 'embedded', true)], true],
    ['show|converted|other|any', others, false],
    ['show|converted|embedded|any', others, true],
    ['dont_show|closed|other|any', others, false],
    ['dont_show|closed|embedded|any', others, true],
    ['show|seen_poptin|other|any', [], false],
    ['show|not_seen|embedded|any', [], true],
  ] as const)('%s -> %s', (text, list, expected) => {
    const filter = text === 'no filter' ? null : parseEngagementFilter(text);
    expect(engagementFilterAllows(filter, list ?? [])).toBe(expected);
  });
});
