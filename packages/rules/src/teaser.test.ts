import { describe, expect, it } from 'vitest';
import { teaserMode, teaserVisible } from './teaser.ts';

describe('teaser', () => {
  it.each([
    [false, 'always', null],
    [true, undefined, 'always'],
    [true, 'before_show', 'before_show'],
    [true, 'after_close', 'after_close'],
    [true, 'weird', 'always'],
  ])('on=%s mode=%j -> %j', (on, mode, expected) => {
    expect(teaserMode(on, mode)).toBe(expected);
  });

  it.each([
    ['always', 'before_show', false, true],
    ['always', 'open', false, true],
    ['always', 'open', true, false],
    ['always', 'closed', true, true],
    ['before_show', 'before_show', false, true],
    ['before_show', 'closed', false, false],
    ['after_close', 'before_show', false, false],
    ['after_close', 'open', false, false],
    ['after_close', 'closed', false, true],
    [null, 'closed', false, false],
  ] as const)('%s in %s (triangle %s) -> %s', (mode, phase, triangle, expected) => {
    expect(teaserVisible(mode, phase, triangle)).toBe(expected);
  });
});
