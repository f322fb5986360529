import { ZEmailValidationMode, ZFieldType, ZPopupContent } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { emailFormContent } from '../testing/fixtures.ts';
import { EMAIL_MODES, FIELD_TYPES, parseBlock, parsePopupContent, screenFor } from './content.ts';

describe('parsePopupContent', () => {
  it('keeps the lists in step with the schema', () => {
    expect([...FIELD_TYPES]).toEqual(ZFieldType.options);
    expect([...EMAIL_MODES]).toEqual(ZEmailValidationMode.options);
  });

  it('reads a schema-valid document unchanged', () => {
    const content = ZPopupContent.parse(emailFormContent());
    expect(parsePopupContent(content)).toEqual(content);
  });

  it.each([null, 'text', {}, { main: {} }, { main: { blocks: 'no' } }])('refuses %j', (value) => {
    expect(parsePopupContent(value)).toBeNull();
  });

  it('leaves out blocks and fields it cannot render', () => {
    const content = parsePopupContent({
      main: {
        blocks: [
          { type: 'heading', text: 'Hi', level: 9 },
          { type: 'heading' },
          { type: 'coupon', code: 'X' },
          { type: 'coupon' },
          { type: 'video', src: 'x' },
          {
            type: 'fields',
            fields: [
              { id: 'e', type: 'email', name: 'email', email_validation: 'strict' },
              { id: 'x', type: 'laser', name: 'laser' },
              { id: 'n', type: 'name' },
            ],
          },
          { type: 'button', label: 'Go', action: 'explode' },
        ],
      },
    });
    expect(content?.main.blocks).toEqual([
      { type: 'heading', text: 'Hi', level: 2 },
      { type: 'coupon', code: 'X' },
      {
        type: 'fields',
        fields: [{ id: 'e', type: 'email', name: 'email', placeholder: '', required: false }],
      },
      { type: 'button', label: 'Go', action: 'submit' },
    ]);
  });

  it.each([
    [{ type: 'countdown' }, { type: 'countdown' }],
    [
      { type: 'html', html: '<b>x</b>' },
      { type: 'html', html: '<b>x</b>' },
    ],
    [{ type: 'html' }, null],
    [
      { type: 'social', links: [{ network: 'Instagram', url: 'instagram.com/x' }, { network: 1 }] },
      { type: 'social', links: [{ network: 'Instagram', url: 'instagram.com/x' }] },
    ],
    [
      { type: 'button', label: 'More', action: 'launch_popup', popup_id: 'abcdefghij123' },
      { type: 'button', label: 'More', action: 'launch_popup', popup_id: 'abcdefghij123' },
    ],
    [
      { type: 'button', label: 'No thanks', action: 'close', count_conversion: true },
      { type: 'button', label: 'No thanks', action: 'close', count_conversion: true },
    ],
  ])('reads %j', (block, expected) => {
    expect(parseBlock(block)).toEqual(expected);
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

  it('parses a link button with its address', () => {
    expect(
      parseBlock({ type: 'button', label: 'Shop', action: 'link', url: 'example.com', target_blank: true }),
    ).toEqual({ type: 'button', label: 'Shop', action: 'link', url: 'example.com', target_blank: true });
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
