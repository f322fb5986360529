import { describe, expect, it } from 'vitest';
import { defaultFieldMap, fieldNamesIn, siteFieldNames } from './popup-fields.ts';

const fields = (...list: { name: string; type: string }[]) => ({ type: 'fields', fields: list });

describe('popup fields an integration can map', () => {
  it('finds the fields of every step and leaves out email, consent and hidden fields', () => {
    const content = {
      main: { blocks: [{ type: 'heading', text: 'Hi' }, fields({ name: 'email', type: 'email' })] },
      steps: [{ blocks: [fields({ name: 'company', type: 'text' }, { name: 'gdpr', type: 'consent' })] }],
      thank_you: { blocks: [fields({ name: 'utm', type: 'hidden' })] },
    };
    expect(fieldNamesIn(content)).toEqual(['email', 'company']);
    expect(
      siteFieldNames([content, { main: { blocks: [fields({ name: 'age', type: 'number' })] } }]),
    ).toEqual(['name', 'phone', 'age', 'company']);
  });

  it('offers name and phone even when no popup asks for them yet', () => {
    expect(siteFieldNames([])).toEqual(['name', 'phone']);
  });

  it.each([
    { offered: ['FNAME', 'PHONE'], expected: { name: 'FNAME', phone: 'PHONE' } },
    { offered: ['FNAME'], expected: { name: 'FNAME' } },
    { offered: [], expected: { name: 'FNAME', phone: 'PHONE' } },
  ])('pre-fills the provider’s usual fields it offers ($offered)', ({ offered, expected }) => {
    expect(defaultFieldMap(['name', 'phone', 'age'], { name: 'FNAME', phone: 'PHONE' }, offered)).toEqual(
      expected,
    );
  });
});
