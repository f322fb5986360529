import type { TPopupContent } from '@hookline/schema';

/** A content document like the server's default: heading, text, email field, button, thank-you. */
export const emailForm = (heading: string): TPopupContent => ({
  version: 1,
  main: {
    blocks: [
      { type: 'heading', text: heading, level: 2 },
      { type: 'text', text: 'Join the list.' },
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
      { type: 'button', label: 'Send', action: 'submit' },
    ],
  },
  thank_you: { blocks: [{ type: 'heading', text: 'Thank you!', level: 2 }] },
});
