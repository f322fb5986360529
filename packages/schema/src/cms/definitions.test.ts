import { describe, expect, it } from 'vitest';
import { ZCollectionInput } from './collections.ts';
import { entryInputSchema } from './entries.ts';
import { ZFieldDefinitions } from './fields.ts';
import { parseMenuJson, ZMenuInput } from './menus.ts';
import { fieldKeyFrom, slugify } from './slugs.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('field definitions', () => {
  it('accepts every kind, filling defaults', () => {
    const fields = ZFieldDefinitions.parse([
      { key: 'body', label: 'Body', kind: 'rich_text' },
      { key: 'price', label: 'Price', kind: 'number', step: 0.01, unit: '€' },
      { key: 'size', label: 'Size', kind: 'select', choices: [{ value: 's', label: 'Small' }] },
      { key: 'topics', label: 'Topics', kind: 'terms', taxonomy: 'category' },
      {
        key: 'slides',
        label: 'Slides',
        kind: 'repeater',
        sub_fields: [{ key: 'image', label: 'Image', kind: 'image' }],
      },
      {
        key: 'sections',
        label: 'Sections',
        kind: 'flexible_content',
        layouts: [
          { key: 'quote', label: 'Quote', sub_fields: [{ key: 'text', label: 'Text', kind: 'text' }] },
        ],
      },
    ]);
    expect(fields[0]).toEqual({
      key: 'body',
      label: 'Body',
      kind: 'rich_text',
      required: false,
      instructions: '',
    });
    expect(fields[2]).toMatchObject({ multiple: false });
    expect(fields[3]).toMatchObject({ multiple: true });
    expect(fields[4]).toMatchObject({ min_rows: 0, max_rows: null, button_label: '' });
  });

  it.each([
    [
      'an unknown kind',
      [{ key: 'a', label: 'A', kind: 'wysiwyg' }],
      '0.kind: the kind must be one of text, rich_text',
    ],
    [
      'a key with capitals',
      [{ key: 'Hero', label: 'A', kind: 'text' }],
      '0.key: must start with a lower-case letter',
    ],
    ['no label', [{ key: 'a', label: ' ', kind: 'text' }], '0.label: give it a label'],
    [
      'a key twice',
      [
        { key: 'a', label: 'A', kind: 'text' },
        { key: 'a', label: 'B', kind: 'image' },
      ],
      '1.key: two fields use the key "a"',
    ],
    [
      'a select without choices',
      [{ key: 'a', label: 'A', kind: 'select', choices: [] }],
      '0.choices: give the select at least one choice',
    ],
    [
      'a choice twice',
      [
        {
          key: 'a',
          label: 'A',
          kind: 'select',
          choices: [
            { value: 'x', label: 'X' },
            { value: 'x', label: 'Y' },
          ],
        },
      ],
      '0.choices.1.value: two choices use the value "x"',
    ],
    [
      'a number whose least is above its most',
      [{ key: 'a', label: 'A', kind: 'number', min: 5, max: 1 }],
      '0.max: must not be below min',
    ],
    [
      'a repeater without sub-fields',
      [{ key: 'a', label: 'A', kind: 'repeater', sub_fields: [] }],
      '0.sub_fields: give it at least one sub-field',
    ],
    [
      'a repeater inside a repeater',
      [
        {
          key: 'a',
          label: 'A',
          kind: 'repeater',
          sub_fields: [{ key: 'b', label: 'B', kind: 'repeater', sub_fields: [] }],
        },
      ],
      '0.sub_fields.0.kind: the kind must be one of text,',
    ],
    [
      'two layouts with one key',
      [
        {
          key: 'a',
          label: 'A',
          kind: 'flexible_content',
          layouts: [
            { key: 'q', label: 'Q', sub_fields: [{ key: 't', label: 'T', kind: 'text' }] },
            { key: 'q', label: 'R', sub_fields: [{ key: 't', label: 'T', kind: 'text' }] },
          ],
        },
      ],
      '0.layouts.1.key: two layouts use the key "q"',
    ],
    ['a terms field without its taxonomy', [{ key: 'a', label: 'A', kind: 'terms' }], '0.taxonomy:'],
  ])('refuses %s', (_name, fields, message) => {
    expect(messages(ZFieldDefinitions.safeParse(fields)).join(' | ')).toContain(message);
  });
});

describe('collections', () => {
  const base = { name: 'Journal', singular_name: 'Post', slug: 'journal' };
  it('accepts a collection and refuses the shop’s own addresses as its slug', () => {
    expect(ZCollectionInput.parse(base)).toMatchObject({ fields: [], taxonomies: [], description: '' });
    expect(messages(ZCollectionInput.safeParse({ ...base, slug: 'cart' }))).toEqual([
      'slug: is one of the shop’s own addresses; choose another',
    ]);
    expect(messages(ZCollectionInput.safeParse({ ...base, slug: 'Journal Posts' }))[0]).toContain(
      'slug: must be lower-case letters and digits',
    );
    expect(messages(ZCollectionInput.safeParse({ ...base, taxonomies: ['tag', 'tag'] }))).toEqual([
      'taxonomies: lists a taxonomy twice',
    ]);
  });
});

describe('entries', () => {
  const schema = entryInputSchema({
    fields: ZFieldDefinitions.parse([{ key: 'body', label: 'Body', kind: 'rich_text', required: true }]),
    taxonomies: ['category'],
  });
  it('takes a draft with an empty required field, not a published entry', () => {
    expect(schema.parse({ title: 'Hello' })).toMatchObject({
      status: 'draft',
      fields: { body: '' },
      terms: {},
    });
    expect(messages(schema.safeParse({ title: 'Hello', status: 'published' }))).toEqual([
      'fields.body: "Body" is required to publish',
    ]);
  });
  it.each([
    [{ title: '' }, 'title: give the entry a title'],
    [{ title: 'A', status: 'live' }, 'status: status must be draft or published'],
    [{ title: 'A', slug: 'Not a slug' }, 'slug: must be lower-case letters'],
    [{ title: 'A', terms: { tag: [] } }, 'terms: only takes terms of "category"'],
    [{ title: 'A', published_at: 'yesterday' }, 'published_at: must be a date and time'],
    [
      { title: 'A', featured_image: { media_id: 'x' } },
      'featured_image.media_id: must be an image of the media library',
    ],
    [{ title: 'A', author: 'x'.repeat(101) }, 'author: must be at most 100 characters'],
  ])('refuses %j', (body, message) => {
    expect(messages(schema.safeParse(body)).join(' | ')).toContain(message);
  });
});

describe('menus', () => {
  const item = (id: string, children: unknown[] = []) => ({
    id,
    label: id.toUpperCase(),
    url: `/${id}`,
    children,
  });
  it('takes three levels and refuses a fourth', () => {
    expect(
      ZMenuInput.safeParse({ name: 'Main', slug: 'main', items: [item('a', [item('b', [item('c')])])] })
        .success,
    ).toBe(true);
    expect(parseMenuJson(JSON.stringify([item('a', [item('b', [item('c', [item('d')])])])]))).toEqual({
      ok: false,
      message: 'The menu is not valid: item 1 > 1 > 1: menus nest at most 3 levels deep',
    });
  });
  it('refuses invalid menu JSON with a clear message', () => {
    expect(parseMenuJson('{"items": [')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The menu is not valid JSON: /),
    });
    expect(parseMenuJson('[{"id":"a","label":"Home"}]')).toEqual({
      ok: false,
      message: 'The menu is not valid: item 1 > url: give the item an address or an entry',
    });
    expect(parseMenuJson('[{"id":"a","label":"A","url":"/a"},{"id":"a","label":"B","url":"/b"}]')).toEqual({
      ok: false,
      message: 'The menu is not valid: two items use the id "a"',
    });
  });
  it('answers the items of valid JSON with defaults filled', () => {
    expect(parseMenuJson('[{"id":"home","label":"Home","url":"/"}]')).toEqual({
      ok: true,
      items: [
        {
          id: 'home',
          label: 'Home',
          url: '/',
          entry_id: null,
          new_window: false,
          nofollow: false,
          children: [],
        },
      ],
    });
  });
});

describe('names', () => {
  it.each([
    ['Café Noir!', 'cafe-noir'],
    ['  Spring / Summer 2025 ', 'spring-summer-2025'],
  ])('slugify(%j) is %j', (text, slug) => expect(slugify(text)).toBe(slug));
  it.each([
    ['Hero image', 'hero_image'],
    ['3D view', 'f_3d_view'],
  ])('fieldKeyFrom(%j) is %j', (label, key) => expect(fieldKeyFrom(label)).toBe(key));
});
