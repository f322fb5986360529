import { describe, expect, it } from 'vitest';
import { leadFieldCells } from './lead-cells.ts';

describe('leadFieldCells', () => {
  it.each([
    [{ a: '1' }, ['a', 'b'], null, ['1', '']],
    [{}, ['constructor', 'toString', 'hasOwnProperty', '__proto__'], null, ['', '', '', '']],
    [{ constructor: 'c' }, ['constructor', 'valueOf'], null, ['c', '']],
    [{ name: 'Ann' }, ['email', 'name'], 'ann@example.com', ['ann@example.com', 'Ann']],
    [{ email: 'typed@example.com' }, ['email'], 'kept@example.com', ['typed@example.com']],
    [{}, ['email'], null, ['']],
  ])('cells of %j for %j (email %s) are %j', (fields, names, email, cells) => {
    expect(leadFieldCells(fields, names, email)).toEqual(cells);
  });
});
