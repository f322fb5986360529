import { describe, expect, it } from 'vitest';
import { checkWords } from './CheckResult.tsx';
import { checkInput, createInput, type ConnectChoices } from './connect-input.ts';

const chosen = (changes: Partial<ConnectChoices>): ConnectChoices => ({
  values: {},
  list: '',
  doubleOptIn: false,
  map: { name: 'FNAME' },
  excluded: ['spinwheelpop1'],
  ...changes,
});

describe('what the connect form sends', () => {
  it.each([
    {
      provider: 'mailchimp' as const,
      choices: chosen({ values: { api_key: 'k-us21' }, list: 'l1', doubleOptIn: true }),
      settings: { api_key: 'k-us21', list_id: 'l1', double_opt_in: true },
    },
    {
      provider: 'klaviyo' as const,
      choices: chosen({ values: { api_key: 'pk_x' }, list: 'Xy12', doubleOptIn: true }),
      settings: { api_key: 'pk_x', list_id: 'Xy12' },
    },
    {
      provider: 'hubspot' as const,
      choices: chosen({ values: { access_token: 'pat-na1-x' }, list: '' }),
      settings: { access_token: 'pat-na1-x' },
    },
    {
      provider: 'google_sheets' as const,
      choices: chosen({ values: { service_account: '{}', spreadsheet_id: 'abc' }, list: '' }),
      settings: { service_account: '{}', spreadsheet_id: 'abc', sheet_name: 'Sheet1' },
    },
  ])(
    '$provider: its credentials and settings, the mapping and the popups left out',
    ({ provider, choices, settings }) => {
      expect(createInput(provider, choices)).toEqual({
        provider,
        ...settings,
        field_map: { name: 'FNAME' },
        excluded_popups: ['spinwheelpop1'],
        enabled: true,
      });
    },
  );

  it('keeps the picked list’s name, for the card to show', () => {
    const choices = chosen({ values: { api_key: 'k-us21' }, list: 'l1' });
    expect(createInput('mailchimp', choices, 'Newsletter')).toMatchObject({
      list_id: 'l1',
      list_name: 'Newsletter',
    });
    expect(createInput('klaviyo', choices, 'VIPs')).toMatchObject({ list_id: 'l1', list_name: 'VIPs' });
    expect(createInput('mailchimp', choices)).not.toHaveProperty('list_name');
  });

  it('tests the connection with the list picked, whose fields the mapping offers', () => {
    expect(checkInput('mailchimp', { api_key: 'k-us21' }, '')).toEqual({
      provider: 'mailchimp',
      api_key: 'k-us21',
    });
    expect(checkInput('mailchimp', { api_key: 'k-us21' }, 'l1')).toMatchObject({ list_id: 'l1' });
    expect(checkInput('google_sheets', { spreadsheet_id: 'abc' }, 'Leads')).toMatchObject({
      sheet_name: 'Leads',
    });
    expect(checkInput('hubspot', { access_token: 't' }, 'ignored')).toEqual({
      provider: 'hubspot',
      access_token: 't',
    });
  });
});

describe('what a Test connection says', () => {
  const answer = { ok: false, error: null, revoked: false, account: null, lists: [], fields: [] };
  it.each([
    [{ ...answer, ok: true, account: 'Demo shop' }, 'Connected to Demo shop.'],
    [{ ...answer, ok: true }, 'HubSpot accepted the key.'],
    [
      { ...answer, revoked: true, error: 'Unauthorized' },
      'HubSpot refused this key: it was revoked or mistyped.',
    ],
    [{ ...answer, error: 'HubSpot: 503 Service Unavailable' }, 'HubSpot: 503 Service Unavailable'],
    [{ ...answer, error: 'timed out after 10 s' }, 'HubSpot answered: timed out after 10 s'],
  ])('%o → %s', (check, words) => {
    expect(checkWords('HubSpot', check)).toBe(words);
  });
});
