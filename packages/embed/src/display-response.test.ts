import { ZDisplayResponse, type TDisplayResponse } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { parseDisplayResponse, parsePopupRecord, readDisplayAnswer } from './display-response.ts';
import { displayPopup, popupRecord } from './testing/fixtures.ts';

const response = (overrides: Partial<TDisplayResponse> = {}): TDisplayResponse =>
  ZDisplayResponse.parse({
    display: true,
    message: '',
    is_client_restriction: false,
    client_restriction_setting: null,
    poptins: [popupRecord()],
    if_freemium: false,
    country: 'US',
    country_code: 'US',
    cc: 'US',
    ip: '127.0.0.1',
    lang: 'en',
    ...overrides,
  });

describe('parseDisplayResponse', () => {
  it('maps a schema-valid response to the popups the loader shows', () => {
    expect(parseDisplayResponse(response())).toEqual({
      display: true,
      message: '',
      popups: [displayPopup()],
      rejected: 0,
    });
  });

  it('reads a restriction', () => {
    const answer = parseDisplayResponse(
      response({ display: 'not_allowed', message: 'Client restricted', poptins: [] }),
    );
    expect(answer).toMatchObject({ display: 'not_allowed', message: 'Client restricted', popups: [] });
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['a list', []],
    ['no display flag', { poptins: [] }],
    ['an unknown display value', { display: 'yes', poptins: [] }],
  ])('refuses %s', (_case, body) => {
    expect(parseDisplayResponse(body)).toBeNull();
  });

  it('leaves out broken popup records and counts them', () => {
    const answer = parseDisplayResponse({
      display: true,
      poptins: [popupRecord(), { poptin_id: 'x' }, 'junk', { ...popupRecord(), content: null }],
    });
    expect(answer?.popups).toHaveLength(1);
    expect(answer?.rejected).toBe(3);
  });
});

describe('readDisplayAnswer', () => {
  it('keeps the visitor facts the pixel stores, checked', () => {
    expect(
      readDisplayAnswer(response({ cc: 'DE', ip: '203.0.113.9', country: 'Germany', if_freemium: true })),
    ).toMatchObject({
      display: true,
      ip: '203.0.113.9',
      cc: 'DE',
      country: 'Germany',
      freemium: true,
      records: [popupRecord()],
    });
    expect(readDisplayAnswer({ display: false, cc: '<script>', poptins: 'x' })).toMatchObject({
      cc: '',
      records: [],
    });
  });
});

describe('parsePopupRecord', () => {
  it('carries the template, credit, teaser and click settings for the chunk', () => {
    expect(
      parsePopupRecord(
        popupRecord({
          poptin: '<p>Hi</p>',
          poptin_url: 'https://t.example/a.html',
          if_poptin_credit: true,
          is_teasers_on: true,
          on_click: true,
        }),
      ),
    ).toMatchObject({
      templateMarkup: '<p>Hi</p>',
      templateUrl: 'https://t.example/a.html',
      showCredit: true,
      teasersOn: true,
      onClick: true,
    });
  });

  it('fills safe defaults for missing optional parts', () => {
    const { poptin_size: _size, triggers: _triggers, design_properties: _design, ...rest } = popupRecord();
    expect(parsePopupRecord({ ...rest, lang: 'fr', x_close_button: undefined })).toMatchObject({
      size: { width: 800, height: 500 },
      triggers: { seconds_on_page: null },
      design: {},
      lang: 'en',
      showCloseButton: true,
    });
  });

  it.each([
    [{ seconds_on_page: 5 }, 5],
    [{ seconds_on_page: null }, null],
    [{ seconds_on_page: '5' }, null],
    [{ seconds_on_page: -3 }, null],
  ])('reads triggers %j as %j seconds', (triggers, seconds) => {
    expect(parsePopupRecord({ ...popupRecord(), triggers })?.triggers.seconds_on_page).toBe(seconds);
  });
});
