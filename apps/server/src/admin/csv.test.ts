import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csv', () => {
  it.each([
    ['plain', 'ann@example.com', 'ann@example.com'],
    ['empty', '', ''],
    ['null', null, ''],
    ['a comma', 'Smith, Ann', '"Smith, Ann"'],
    ['quotes', 'the "best"', '"the ""best"""'],
    ['a line break', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a leading space', ' padded', '" padded"'],
    ['a formula', '=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['a plus', '+972501234567', "'+972501234567"],
    ['a minus', '-1+2', "'-1+2"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['Hebrew', 'שלום', 'שלום'],
    ['an equals sign inside', 'a=b', 'a=b'],
  ])('writes %s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});
