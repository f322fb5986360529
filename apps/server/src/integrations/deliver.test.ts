import { describe, expect, it } from 'vitest';
import type { LeadToDeliver } from '@hookline/db';
import { mapLead, storedLead } from './deliver.ts';

const stored: LeadToDeliver = {
  deliveryId: '7',
  conversionId: '42',
  createdAt: new Date('2026-12-01T10:00:00Z'),
  fields: { email: 'Ann@Hookline.dev', name: 'Ann', shoe_size: '42', prize_label: '10% off' },
  payload: { url: 'https://shop.example/landing', coupon: 'WELCOME', prize_id: 'p1' },
  clientId: 'hooklinedemo1',
  popupPublicId: 'k3v9q0w2m8x1z',
  popupName: 'Spin to win',
  email: 'ann@hookline.dev',
  couponCode: null,
};

describe('the lead an integration gets', () => {
  it('carries the email, the popup, the coupon (a unique code first), the prize and the page', () => {
    expect(storedLead(stored)).toEqual({
      conversionId: '42',
      email: 'ann@hookline.dev',
      fields: stored.fields,
      popupName: 'Spin to win',
      popupId: 'k3v9q0w2m8x1z',
      couponCode: 'WELCOME',
      prize: '10% off',
      pageUrl: 'https://shop.example/landing',
      createdAt: '2026-12-01T10:00:00.000Z',
    });
    expect(storedLead({ ...stored, couponCode: 'HOOK-7XK2' })!.couponCode).toBe('HOOK-7XK2');
    expect(storedLead({ ...stored, email: null, fields: { name: 'Ann' } })).toBeNull();
  });

  it('maps the owner’s fields over the provider’s defaults, leaving out what the lead lacks', () => {
    const lead = storedLead(stored)!;
    const defaults = { name: 'FNAME', last_name: 'LNAME', phone: 'PHONE' };
    expect(mapLead(lead, defaults, {})).toEqual({ FNAME: 'Ann' });
    expect(
      mapLead(lead, defaults, {
        name: 'LNAME',
        shoe_size: 'SIZE',
        coupon: 'COUPON',
        prize: 'PRIZE',
        email: 'EMAIL',
      }),
    ).toEqual({
      LNAME: 'Ann',
      SIZE: '42',
      COUPON: 'WELCOME',
      PRIZE: '10% off',
    });
  });
});
