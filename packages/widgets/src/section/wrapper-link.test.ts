import { describe, expect, it } from 'vitest';
import { activeWrapperLink } from './wrapper-link.ts';

const visitor = { editMode: false, insideCarousel: false, insideFilterTemplate: false };
const link = { url: '/journal', isExternal: false, nofollow: false };

describe('activeWrapperLink', () => {
  it.each([
    ['a same-site address', link, visitor, { url: '/journal', target: '_self', rel: '' }],
    [
      'new window and nofollow',
      { url: 'https://example.com/a', isExternal: true, nofollow: true },
      visitor,
      { url: 'https://example.com/a', target: '_blank', rel: 'noopener nofollow' },
    ],
    ['no address', { ...link, url: '  ' }, visitor, null],
    ['a script address', { ...link, url: 'javascript:alert(1)' }, visitor, null],
    ['a protocol-relative address', { ...link, url: '//evil.example' }, visitor, null],
    ['the editor', link, { ...visitor, editMode: true }, null],
    ['inside a carousel', link, { ...visitor, insideCarousel: true }, null],
    ['inside a filter template', link, { ...visitor, insideFilterTemplate: true }, null],
  ])('%s', (_name, input, place, expected) => {
    expect(activeWrapperLink(input, place)).toEqual(expected);
  });
});
