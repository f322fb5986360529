import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '@hookline/db/testing';
import { FONTS, fontFilePath, FONT_WEIGHTS } from '@hookline/schema';
import { testApp } from '../testing.ts';

describe('the popup fonts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp(await testDatabases()[0]!.open()));
  });
  afterAll(() => app.close());

  it.each(
    FONTS.filter((font) => font.hosted).flatMap((font) => FONT_WEIGHTS.map((weight) => [font.id, weight])),
  )('serves %s at weight %d as immutable woff2 to any origin', async (id, weight) => {
    const font = FONTS.find((candidate) => candidate.id === id)!;
    const response = await app.inject({ method: 'GET', url: fontFilePath(font.hosted!, weight as number) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // A woff2 file starts with its signature.
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it.each([
    ['another version', '/fonts/4.0.0/inter-latin-400-normal.woff2'],
    ['a weight not served', '/fonts/5.3.0/inter-latin-300-normal.woff2'],
    ['a path out of the folder', '/fonts/5.3.0/..%2F..%2Fpackage.json'],
  ])('answers %s with a 404', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
