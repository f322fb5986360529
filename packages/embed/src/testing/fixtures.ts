import type { TPopupContent, TPopupRecord } from '@hookline/schema';
import type { DisplayPopup } from '../popup/contract.ts';

export const CLIENT_ID = 'clientid12345';
export const POPUP_ID = 'popupid123456';
export const VIEWER_ID = 'viewerid12345';

/** The smallest lead form, as the demo seeds it: heading, text, a required email field, a button. */
export const emailFormContent = (): TPopupContent => ({
  version: 1,
  main: {
    blocks: [
      { type: 'heading', text: 'Get 10% off your first order', level: 2 },
      { type: 'text', text: 'Join the list and we will send your code right away.' },
      {
        type: 'fields',
        fields: [
          {
            id: 'email',
            type: 'email',
            name: 'email',
            placeholder: 'Your email',
            required: true,
            email_validation: 'check-typos',
          },
        ],
      },
      { type: 'button', label: 'Send me the code', action: 'submit' },
    ],
  },
  thank_you: {
    blocks: [
      { type: 'heading', text: 'Thank you!', level: 2 },
      { type: 'text', text: 'Your code is on its way.' },
    ],
  },
});

/** A popup record as the display API sends it. */
export function popupRecord(overrides: Partial<TPopupRecord> = {}): TPopupRecord {
  return {
    poptin_id: POPUP_ID,
    poptin_type: 'lightbox',
    poptin_format: 1,
    poptin_name: 'Welcome offer',
    poptin_target: 'lead',
    poptin_url: null,
    poptin: null,
    poptin_size: { width: 800, height: 500 },
    display: true,
    is_teasers_on: false,
    on_click: false,
    ab_test: false,
    ab_test_parent_id: null,
    account_id: 'account-1',
    viewer_id: VIEWER_ID,
    x_close_button: true,
    if_poptin_credit: false,
    lang: 'en',
    content: emailFormContent(),
    design_properties: {},
    display_rules: {},
    triggers: { seconds_on_page: 3 },
    ...overrides,
  };
}

/** The same popup as the loader hands it to the chunk. */
export function displayPopup(overrides: Partial<DisplayPopup> = {}): DisplayPopup {
  return {
    id: POPUP_ID,
    viewerId: VIEWER_ID,
    type: 'lightbox',
    format: 1,
    name: 'Welcome offer',
    target: 'lead',
    lang: 'en',
    size: { width: 800, height: 500 },
    active: true,
    showCloseButton: true,
    content: emailFormContent(),
    design: {},
    triggers: { seconds_on_page: 3 },
    ...overrides,
  };
}
