import { describe, expect, it } from 'vitest';
import { cssEasing, EASING_NAMES } from './easing.ts';

describe('cssEasing', () => {
  it.each([
    ['linear', 'linear'],
    ['swing', 'cubic-bezier(0.37, 0, 0.63, 1)'],
    ['easeOutQuad', 'cubic-bezier(0.5, 1, 0.89, 1)'],
    ['easeInOutBack', 'cubic-bezier(0.68, -0.6, 0.32, 1.6)'],
    ['easeOutBounce', 'cubic-bezier(0.37, 0, 0.63, 1)'],
    ['constructor', 'cubic-bezier(0.37, 0, 0.63, 1)'],
    [undefined, 'cubic-bezier(0.37, 0, 0.63, 1)'],
  ])('%j -> %s', (name, expected) => {
    expect(cssEasing(name)).toBe(expected);
  });

  it('offers swing first', () => {
    expect(EASING_NAMES[0]).toBe('swing');
  });
});
