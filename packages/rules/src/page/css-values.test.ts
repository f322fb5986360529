import { describe, expect, it } from 'vitest';
import { safeColour, safeImageAddress } from './css-values.ts';

describe('safeImageAddress', () => {
  it.each([
    ['/media/ab12.webp', '/media/ab12.webp'],
    ['https://cdn.example.com/a.jpg?w=800', 'https://cdn.example.com/a.jpg?w=800'],
    [' /media/a.png ', '/media/a.png'],
    ['//evil.example/a.png', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['/a.png") ; background: red', null],
    ['/a (1).png', null],
    ['', null],
    [42, null],
  ])('%j -> %j', (value, expected) => {
    expect(safeImageAddress(value)).toBe(expected);
  });
});

describe('safeColour', () => {
  it.each([
    ['#2b3990', '#2b3990'],
    ['#fff', '#fff'],
    ['#11223344', '#11223344'],
    ['rgb(43, 57, 144)', 'rgb(43, 57, 144)'],
    ['rgba(0,0,0,.5)', 'rgba(0,0,0,.5)'],
    ['hsl(230 54% 37% / 0.8)', 'hsl(230 54% 37% / 0.8)'],
    ['tomato', 'tomato'],
    ['#12', null],
    ['red; background: url(x)', null],
    ['url(/a.png)', null],
    ['expression(alert(1))', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(safeColour(value)).toBe(expected);
  });
});
