import { describe, expect, it } from 'vitest';
import { conformFieldValues } from './conform-values.ts';
import { fieldValuesSchema } from './field-values.ts';
import { ZFieldDefinitions, type TFieldDefinitionInput } from './fields.ts';

const IMAGE = { media_id: '0b6b3c1e-8a57-4a52-9a55-2c1f3b0f6a11', alt: 'A wave' };
const TERM = '5f0c7c3a-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

const field = (definition: Record<string, unknown>) =>
  ZFieldDefinitions.parse([{ key: 'f', label: 'Thing', ...definition } as TFieldDefinitionInput]);

/** The value the schema keeps, or the messages it refuses with. */
function check(definition: Record<string, unknown>, value: unknown, publishing = false) {
  const result = fieldValuesSchema(field(definition), { publishing }).safeParse({ f: value });
  return result.success ? { ok: result.data.f } : { refused: result.error.issues.map((i) => i.message) };
}

const repeater = {
  kind: 'repeater',
  sub_fields: [
    { key: 'caption', label: 'Caption', kind: 'text' },
    { key: 'photo', label: 'Photo', kind: 'image' },
  ],
};
const flexible = {
  kind: 'flexible_content',
  layouts: [
    { key: 'quote', label: 'Quote', sub_fields: [{ key: 'text', label: 'Text', kind: 'text' }] },
    { key: 'pictures', label: 'Pictures', sub_fields: [{ key: 'images', label: 'Images', kind: 'gallery' }] },
  ],
};

describe('field values: every kind accepts what it should', () => {
  it.each([
    ['text', { kind: 'text' }, 'Hello'],
    ['rich text', { kind: 'rich_text' }, '<p>Hello <strong>there</strong></p>'],
    ['image', { kind: 'image' }, IMAGE],
    ['gallery', { kind: 'gallery' }, [{ ...IMAGE, caption: 'One' }]],
    ['number', { kind: 'number', min: 0, max: 10 }, 7.5],
    ['date', { kind: 'date' }, '2024-02-29'],
    ['date-time', { kind: 'date_time' }, '2025-06-30T18:30'],
    ['location', { kind: 'location' }, { lat: 51.5072, lng: -0.1276, address: 'London' }],
    ['colour', { kind: 'color' }, '#2b3990'],
    [
      'link',
      { kind: 'link' },
      { url: 'https://example.com/a', title: 'A', new_window: true, nofollow: true },
    ],
    [
      'link to a path',
      { kind: 'link' },
      { url: '/journal/spring', title: '', new_window: false, nofollow: false },
    ],
    ['true/false', { kind: 'true_false' }, true],
    ['select', { kind: 'select', choices: [{ value: 's', label: 'Small' }] }, 's'],
    [
      'multiple select',
      {
        kind: 'select',
        multiple: true,
        choices: [
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
        ],
      },
      ['m', 's'],
    ],
    ['terms', { kind: 'terms', taxonomy: 'tag' }, [TERM]],
    [
      'repeater',
      repeater,
      [
        { caption: 'One', photo: IMAGE },
        { caption: 'Two', photo: null },
      ],
    ],
    [
      'flexible content',
      flexible,
      [
        { layout: 'quote', values: { text: 'Hi' } },
        { layout: 'pictures', values: { images: [] } },
      ],
    ],
  ])('%s', (_name, definition, value) => {
    expect(check(definition, value)).toEqual({ ok: expect.anything() });
  });

  it('fills left-out values and sub-values with empty ones', () => {
    const fields = ZFieldDefinitions.parse([
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'on', label: 'On', kind: 'true_false' },
      { key: 'rows', label: 'Rows', ...repeater },
    ]);
    expect(fieldValuesSchema(fields, { publishing: false }).parse({ rows: [{}] })).toEqual({
      title: '',
      on: false,
      rows: [{ caption: '', photo: null }],
    });
  });
});

describe('field values: every kind refuses what it should, naming the field', () => {
  it.each([
    ['text that is a number', { kind: 'text' }, 5, '"Thing" must be text'],
    ['text over its length', { kind: 'text', max_length: 3 }, 'four', '"Thing" must be at most 3 characters'],
    ['rich text that is not a string', { kind: 'rich_text' }, {}, '"Thing" must be rich text (HTML)'],
    [
      'an image by address',
      { kind: 'image' },
      'https://x.test/a.png',
      '"Thing" must be an image of the media library',
    ],
    [
      'a gallery over its most',
      { kind: 'gallery', max_items: 1 },
      [IMAGE, IMAGE],
      '"Thing" holds at most 1 images',
    ],
    ['a number as text', { kind: 'number' }, '7', '"Thing" must be a number'],
    ['a number below its least', { kind: 'number', min: 1 }, 0, '"Thing" must be at least 1'],
    ['a date that does not exist', { kind: 'date' }, '2025-02-30', '"Thing" must be a day that exists'],
    ['a date in another form', { kind: 'date' }, '30/06/2025', '"Thing" must be a date like 2025-06-30'],
    [
      'a date-time without the time',
      { kind: 'date_time' },
      '2025-06-30',
      '"Thing" must be a date and time like 2025-06-30T18:30',
    ],
    [
      'a latitude off the globe',
      { kind: 'location' },
      { lat: 91, lng: 0 },
      '"Thing" latitude must be between -90 and 90',
    ],
    ['a place as text', { kind: 'location' }, 'Paris', '"Thing" must be a place: {lat, lng}'],
    ['a colour name', { kind: 'color' }, 'red', '"Thing" must be a colour like #1a2b3c'],
    ['a script link', { kind: 'link' }, { url: 'javascript:alert(1)' }, '"Thing" must be a web address'],
    ['true/false as text', { kind: 'true_false' }, 'yes', '"Thing" must be true or false'],
    [
      'a choice that is not one',
      { kind: 'select', choices: [{ value: 's', label: 'S' }] },
      'xl',
      '"Thing" must be one of "s"',
    ],
    ['a term by name', { kind: 'terms', taxonomy: 'tag' }, ['news'], '"Thing" must list terms by id'],
    [
      'two terms in a single one',
      { kind: 'terms', taxonomy: 'tag', multiple: false },
      [TERM, IMAGE.media_id],
      '"Thing" takes one term',
    ],
    [
      'a repeater row with a bad sub-value',
      repeater,
      [{ caption: 3 }],
      '"Thing", row 1: "Caption" must be text',
    ],
    ['a repeater row with an unknown key', repeater, [{ size: 3 }], '"Thing" has no sub-field size'],
    ['a repeater over its most rows', { ...repeater, max_rows: 1 }, [{}, {}], '"Thing" holds at most 1 rows'],
    [
      'a flexible row of no layout',
      flexible,
      [{ layout: 'video', values: {} }],
      '"Thing" rows must use a layout: "quote", "pictures"',
    ],
    [
      'a flexible row with a bad sub-value',
      flexible,
      [{ layout: 'quote', values: { text: [] } }],
      '"Thing", row 1: "Text" must be text',
    ],
  ])('%s', (_name, definition, value, message) => {
    const result = check(definition, value);
    expect(result).toHaveProperty('refused');
    expect((result as { refused: string[] }).refused.join(' | ')).toContain(message);
  });

  it('refuses a key the collection does not have', () => {
    const result = fieldValuesSchema(field({ kind: 'text' }), { publishing: false }).safeParse({
      colour: 'red',
    });
    expect(result.error?.issues[0]?.message).toBe('the collection has no field "colour"');
  });
});

describe('publishing checks', () => {
  it.each([
    ['text', { kind: 'text', required: true }, ''],
    ['image', { kind: 'image', required: true }, null],
    ['select', { kind: 'select', required: true, choices: [{ value: 'a', label: 'A' }] }, null],
    ['repeater', { ...repeater, required: true }, []],
  ])('a required %s may stay empty in a draft, not when published', (_name, definition, empty) => {
    expect(check(definition, empty, false)).toEqual({ ok: empty });
    expect(check(definition, empty, true)).toEqual({ refused: ['"Thing" is required to publish'] });
  });

  it('applies a gallery’s fewest images and a repeater’s fewest rows only when published', () => {
    expect(check({ kind: 'gallery', min_items: 2 }, [IMAGE], false)).toEqual({
      ok: [{ ...IMAGE, caption: '' }],
    });
    expect(check({ kind: 'gallery', min_items: 2 }, [IMAGE], true)).toEqual({
      refused: ['"Thing" needs at least 2 images'],
    });
    expect(check({ ...repeater, min_rows: 2 }, [{}], true)).toEqual({
      refused: ['"Thing" needs at least 2 rows'],
    });
  });
});

describe('conformFieldValues: stored values after the fields changed', () => {
  it('drops removed fields, empties values that no longer fit and says which', () => {
    const fields = ZFieldDefinitions.parse([
      { key: 'price', label: 'Price', kind: 'number', max: 100 },
      { key: 'size', label: 'Size', kind: 'select', choices: [{ value: 's', label: 'S' }] },
      { key: 'slides', label: 'Slides', ...repeater },
      { key: 'blocks', label: 'Blocks', ...flexible },
      { key: 'added', label: 'Added', kind: 'true_false' },
    ]);
    const { values, problems } = conformFieldValues(fields, {
      price: 250,
      size: 'xl',
      slides: [{ caption: 'Kept', photo: 'not an image' }],
      blocks: [
        { layout: 'video', values: {} },
        { layout: 'quote', values: { text: 'Kept' } },
      ],
      removed: 'old value',
    });
    expect(values).toEqual({
      price: null,
      size: null,
      slides: [{ caption: 'Kept', photo: null }],
      blocks: [{ layout: 'quote', values: { text: 'Kept' } }],
      added: false,
    });
    expect(problems).toEqual([
      { key: 'price', message: '"Price" must be at most 100' },
      { key: 'size', message: '"Size" must be one of "s"' },
      { key: 'slides', message: '"Photo" must be an image of the media library' },
      { key: 'blocks', message: '"Blocks" has no layout "video" any more; its row was removed' },
    ]);
  });

  it('reports nothing when every value fits', () => {
    const fields = ZFieldDefinitions.parse([{ key: 'title', label: 'Title', kind: 'text' }]);
    expect(conformFieldValues(fields, { title: 'Hi' })).toEqual({ values: { title: 'Hi' }, problems: [] });
  });
});
