import { ZPopupContent } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { emailFormContent } from '../testing/fixtures.ts';
import { parsePopupContent, screenFor } from './content.ts';

describe('parsePopupContent', () => {
  it('reads a schema-valid document unchanged', () => {
    const content = ZPopupContent.parse(emailFormContent());
    expect(parsePopupContent(content)).toEqual(content);
  });

  it.each([null, 'text', {}, { main: {} }, { main: { blocks: 'no' } }])('refuses %j', (value) => {
    expect(parsePopupContent(value)).toBeNull();
  });

  it('leaves out what would break rendering: blocks without a type, fields without an id, type or name', () => {
    const content = parsePopupContent({
      main: {
        blocks: [
          { type: 'heading', text: 'Hi', level: 2 },
          { text: 'no type' },
          'text',
          { type: 'fields', fields: 'none' },
          {
            type: 'fields',
            fields: [
              { id: 'e', type: 'email', name: 'email', placeholder: 'Email' },
              { id: 'n', type: 'name' },
              { type: 'phone', name: 'phone' },
              null,
            ],
          },
          { type: 'video', src: 'x' },
        ],
      },
    });
    expect(content?.main.blocks).toEqual([
      { type: 'heading', text: 'Hi', level: 2 },
      { type: 'fields', fields: [{ id: 'e', type: 'email', name: 'email', placeholder: 'Email' }] },
      // Kept, and rendered as nothing (render.dom.test.tsx).
      { type: 'video', src: 'x' },
    ]);
  });

  it('renames repeated field names type_N and keeps phone modes', () => {
    const content = parsePopupContent({
      main: {
        blocks: [
          { type: 'fields', fields: [{ id: 'a', type: 'custom', name: 'extra' }] },
          {
            type: 'fields',
            fields: [
              { id: 'b', type: 'custom', name: 'extra' },
              { id: 'p', type: 'phone', name: 'phone', phone_validation: 'international' },
            ],
          },
        ],
      },
    });
    const fields = content!.main.blocks.flatMap((block) => (block.type === 'fields' ? block.fields : []));
    expect(fields.map((field) => field.name)).toEqual(['extra', 'custom_2', 'phone']);
    expect(fields[2]?.phone_validation).toBe('international');
  });
});

describe('screenFor', () => {
  const content = {
    ...emailFormContent(),
    main_mobile: { blocks: [{ type: 'text' as const, text: 'Small' }] },
  };
  it.each([
    ['main', false, content.main],
    ['main', true, content.main_mobile],
    ['thank_you', true, content.thank_you],
  ] as const)('%s on mobile=%s', (screen, isMobile, expected) => {
    expect(screenFor(content, screen, isMobile)).toBe(expected);
  });
});
