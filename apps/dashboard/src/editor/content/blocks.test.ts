import { describe, expect, it } from 'vitest';
import { fieldNames, move, newBlock, newField, withScreen } from './blocks.ts';

describe('content changes', () => {
  it.each([
    [[1, 2, 3], 0, 1, [2, 1, 3]],
    [[1, 2, 3], 2, -1, [1, 3, 2]],
    [[1, 2, 3], 0, -1, [1, 2, 3]],
    [[1, 2, 3], 2, 1, [1, 2, 3]],
  ])('moves %j item %i by %i', (list, from, by, expected) => {
    expect(move(list, from, by)).toEqual(expected);
  });

  it('names a new field so that no two fields share a name', () => {
    expect(newField('email', []).name).toBe('email');
    expect(newField('email', ['email']).name).toBe('email_2');
    expect(newField('select', ['select', 'select_2'])).toMatchObject({
      name: 'select_3',
      options: ['Option 1', 'Option 2'],
    });
  });

  it('lists field names across screens, and adds and removes a screen', () => {
    const content = { version: 1 as const, main: { blocks: [newBlock('heading'), newBlock('fields')] } };
    expect(fieldNames(content)).toEqual(['email']);
    const withMobile = withScreen(content, 'main_mobile', { blocks: [newBlock('fields')] });
    expect(fieldNames(withMobile)).toEqual(['email', 'email']);
    expect('main_mobile' in withScreen(withMobile, 'main_mobile', undefined)).toBe(false);
    // A game's claim form on its post-play screen counts too.
    expect(fieldNames(withScreen(content, 'post_play', { blocks: [newBlock('fields')] }))).toEqual([
      'email',
      'email',
    ]);
  });
});
