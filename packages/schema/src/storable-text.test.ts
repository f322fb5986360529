import { describe, expect, it } from 'vitest';
import { findUnstorableText, textProblem } from './storable-text.ts';

describe('storable text', () => {
  it.each([
    ['plain', null],
    ['emoji 😀 and accents é', null],
    ['', null],
    ['a\u0000b', /NUL/],
    ['lone high \ud800 surrogate', /unpaired surrogate/],
    ['lone low \udc00 surrogate', /unpaired surrogate/],
    ['ends high \ud83d', /unpaired surrogate/],
    ['swapped \ude00\ud83d', /unpaired surrogate/],
  ])('textProblem(%j) is %s', (text, expected) => {
    const problem = textProblem(text);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it.each([
    [{ a: 'ok', b: ['ok', { c: 'x\u0000' }] }, 'b.1.c', /NUL/],
    [{ 'na\u0000me': 'ok' }, '"na\\u0000me"', /a name.*NUL/],
    ['top\ud800', '', /surrogate/],
    [[1, true, null, 'ok'], null, null],
    [{ n: 5, s: 'fine' }, null, null],
  ])('findUnstorableText(%j) points at %j', (value, path, problem) => {
    const found = findUnstorableText(value);
    if (path === null) expect(found).toBeNull();
    else expect(found).toMatchObject({ path, problem: expect.stringMatching(problem!) });
  });

  it('refuses an input nested past any real body', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnstorableText(deep)?.problem).toMatch(/nested/);
  });
});
