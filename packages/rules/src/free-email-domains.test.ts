import { describe, expect, it } from 'vitest';
import { checkEmail } from './email.ts';
import { FREE_EMAIL_DOMAINS, freeEmailDomainsText } from './free-email-domains.ts';
import { parseFreeEmailDomains } from './free-email-list.ts';

describe('free email domains', () => {
  it('lists the common free-mail domains, once each', () => {
    for (const domain of ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com']) {
      expect(FREE_EMAIL_DOMAINS).toContain(domain);
    }
    expect(new Set(FREE_EMAIL_DOMAINS).size).toBe(FREE_EMAIL_DOMAINS.length);
  });

  it('round-trips through the text the visitor script downloads, and refuses them as business emails', () => {
    const set = parseFreeEmailDomains(`# comment\n${freeEmailDomainsText()}\r\n`);
    expect(set.size).toBe(FREE_EMAIL_DOMAINS.length);
    const result = checkEmail('jane@gmail.com', { mode: 'business-email', freeMailDomains: set });
    expect(result).toMatchObject({ valid: false, message: 'Only business emails are allowed' });
    expect(checkEmail('jane@acme-bakery.com', { mode: 'business-email', freeMailDomains: set }).valid).toBe(
      true,
    );
  });
});
