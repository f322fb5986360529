import type { TPopupContent } from './popup-content.ts';

/**
 * The smallest lead form, as the demo seeds it and the tests and benchmarks use it: a heading, a
 * text, a required email field, a submit button and a thank-you screen.
 */
export const emailFormContent = (heading = 'Get 10% off your first order'): TPopupContent => ({
  version: 1,
  main: {
    blocks: [
      { type: 'heading', text: heading, level: 2 },
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
