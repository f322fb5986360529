import { describe, expect, it } from 'vitest';
import { fieldMessages } from './messages.ts';

describe('fieldMessages', () => {
  it('speaks English, also for unknown languages and for Hebrew before the extra messages load', () => {
    expect(fieldMessages('en').required).toBe('Please fill out this field.');
    expect(fieldMessages('fr').emailTypo).toBe('There are typos in the email');
    expect(fieldMessages(undefined).didYouMean('jane@gmail.com')).toBe('Did you mean jane@gmail.com?');
    expect(fieldMessages('he').credit).toBe('Powered by Hookline');
  });

  it('speaks Hebrew once messages-extra.ts has loaded', async () => {
    await import('./messages-extra.ts');
    expect(fieldMessages('he').required).toBe('יש למלא את השדה.');
    expect(fieldMessages('he').didYouMean('a@b.co')).toBe('האם התכוונת ל-a@b.co?');
    expect(fieldMessages('en').required).toBe('Please fill out this field.');
  });
});
