import { describe, expect, it } from 'vitest';
import { absoluteMediaUrls } from './absolute-media-urls.ts';

const path = `/media/${'0a'.repeat(16)}.webp`;
const origin = () => 'https://hooks.example';

describe('absoluteMediaUrls', () => {
  it.each([
    ['an image block', { type: 'image', src: path }, { type: 'image', src: `https://hooks.example${path}` }],
    [
      'a nested background',
      { look: { background: { url: path } } },
      { look: { background: { url: `https://hooks.example${path}` } } },
    ],
    ['text that only mentions a path', { text: `see ${path}` }, { text: `see ${path}` }],
    ['a web address', { src: 'https://cdn.example/a.png' }, { src: 'https://cdn.example/a.png' }],
    ['a path of another shape', { src: '/media/abc.png' }, { src: '/media/abc.png' }],
  ])('in %s', (_what, input, expected) => {
    expect(JSON.parse(absoluteMediaUrls(JSON.stringify(input), origin))).toEqual(expected);
  });

  it('asks for the origin only when there is a media path', () => {
    const never = () => {
      throw new Error('asked');
    };
    expect(absoluteMediaUrls('{"src":"https://a.example/x.png"}', never)).toBe(
      '{"src":"https://a.example/x.png"}',
    );
  });
});
