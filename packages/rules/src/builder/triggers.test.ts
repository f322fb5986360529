import { describe, expect, it } from 'vitest';
import {
  adblockBaitId,
  adblockBaitPath,
  adblockDetected,
  elementReached,
  SCROLL_UP_MIN_PX,
  scrollUpStep,
} from './triggers.ts';

describe('scrollUpStep', () => {
  it('follows the page down without firing', () => {
    expect(scrollUpStep(0, 500)).toEqual({ lowest: 500, fire: false });
  });
  it('ignores a small move up', () => {
    expect(scrollUpStep(500, 500 - SCROLL_UP_MIN_PX + 1)).toEqual({ lowest: 500, fire: false });
  });
  it('fires once the page moved up by the minimum', () => {
    expect(scrollUpStep(500, 500 - SCROLL_UP_MIN_PX)).toEqual({ lowest: 500, fire: true });
  });
  it('never fires at the top of a page that has not moved', () => {
    expect(scrollUpStep(0, 0).fire).toBe(false);
  });
});

describe('elementReached', () => {
  it.each([
    [{ top: 900, bottom: 1000 }, 850, false],
    [{ top: 849, bottom: 1000 }, 850, true],
    [{ top: -200, bottom: -1 }, 850, false],
    [{ top: -200, bottom: 0 }, 850, true],
  ])('%o in a %d px window: %s', (rect, height, reached) => {
    expect(elementReached(rect, height)).toBe(reached);
  });
});

describe('adblock bait', () => {
  it('has a 6-character id of letters and digits', () => {
    let n = 0;
    const id = adblockBaitId(() => (n++ * 0.137) % 1);
    expect(id).toMatch(/^[a-z0-9]{6}$/);
  });
  it('draws a fresh id for each source of randomness', () => {
    expect(adblockBaitId(() => 0)).toBe('aaaaaa');
    expect(adblockBaitId(() => 0.999999)).toBe('999999');
  });
  it('asks for an address ad blockers refuse, carrying the id', () => {
    expect(adblockBaitPath('x1y2z3')).toBe('/embed/ads/x1y2z3/adsbygoogle.js');
  });
  it('detects a blocker from a failed request or a hidden bait', () => {
    expect(adblockDetected({ requestFailed: true, baitHidden: false })).toBe(true);
    expect(adblockDetected({ requestFailed: false, baitHidden: true })).toBe(true);
    expect(adblockDetected({ requestFailed: false, baitHidden: false })).toBe(false);
  });
});
