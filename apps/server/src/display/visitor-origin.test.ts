import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { testConfig } from '../testing.ts';
import { countryOfIp, visitorOrigin } from './visitor-origin.ts';

const request = (ip: string, headers: Record<string, string> = {}) =>
  ({ ip, headers }) as unknown as FastifyRequest;

describe('visitorOrigin', () => {
  it('finds the country of a public address in the bundled database', () => {
    expect(countryOfIp('8.8.8.8')).toBe('US');
    expect(countryOfIp('::ffff:81.2.69.142')).toBe('GB');
    expect(visitorOrigin(request('81.2.69.142'), testConfig())).toEqual({
      ip: '81.2.69.142',
      countryCode: 'GB',
      country: 'United Kingdom',
    });
  });

  it('knows no country for loopback and private addresses', () => {
    expect(visitorOrigin(request('127.0.0.1'), testConfig()).countryCode).toBe('');
    expect(countryOfIp('10.1.2.3')).toBe('');
    expect(countryOfIp('not an ip')).toBe('');
  });

  it('takes a trusted proxy header over the database, and ignores it when the proxy is not trusted', () => {
    const headers = { 'cf-ipcountry': 'il' };
    expect(
      visitorOrigin(
        request('8.8.8.8', headers),
        testConfig({ trustProxy: true, countryHeader: 'cf-ipcountry' }),
      ),
    ).toMatchObject({
      countryCode: 'IL',
      country: 'Israel',
    });
    expect(
      visitorOrigin(request('8.8.8.8', headers), testConfig({ countryHeader: 'cf-ipcountry' })).countryCode,
    ).toBe('US');
    expect(
      visitorOrigin(
        request('8.8.8.8', { 'cf-ipcountry': 'XX' }),
        testConfig({ trustProxy: true, countryHeader: 'cf-ipcountry' }),
      ).countryCode,
    ).toBe('US');
  });
});
