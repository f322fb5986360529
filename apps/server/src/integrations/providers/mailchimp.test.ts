import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMailchimp, type FakeMailchimp } from '../fakes/mailchimp.ts';
import type { IntegrationLead, ProviderCall } from '../provider.ts';
import { mailchimp, mailchimpBase, subscriberHash } from './mailchimp.ts';

const API_KEY = '00112233445566778899aabbccddeeff-us21';
const LIST = { id: 'f00dcafe01', name: 'Customers', mergeFields: [{ tag: 'FNAME', name: 'First Name' }] };

const lead = (email: string): IntegrationLead => ({
  conversionId: '1',
  email,
  fields: { email, name: 'Ann' },
  mapped: { FNAME: 'Ann' },
  popupName: 'Welcome offer',
  popupId: 'k3v9q0w2m8x1z',
  couponCode: null,
  prize: null,
  pageUrl: null,
  createdAt: new Date(),
});

describe('Mailchimp', () => {
  let fake: FakeMailchimp;
  let call: ProviderCall;
  beforeAll(async () => {
    fake = await startFakeMailchimp({ apiKey: API_KEY, lists: [LIST] });
    call = { baseUrl: fake.url, timeoutMs: 2_000, nowSeconds: () => Date.now() / 1000 };
  });
  afterAll(() => fake.close());

  it('calls the data centre of the key unless the address is replaced', () => {
    expect(mailchimpBase({ ...call, baseUrl: undefined }, 'abc123abc123-US7')).toBe(
      'https://us7.api.mailchimp.com',
    );
    expect(mailchimpBase(call, API_KEY)).toBe(fake.url);
    expect(subscriberHash(' Ann@Example.COM ')).toBe(subscriberHash('ann@example.com'));
  });

  it('answers Mailchimp’s own words for a list it does not have, on check and on send', async () => {
    const check = await mailchimp.check(call, { api_key: API_KEY }, { list_id: 'nope' });
    expect(check).toMatchObject({
      ok: false,
      revoked: false,
      error: 'Mailchimp: Resource Not Found: The requested resource could not be found.',
      lists: [{ id: LIST.id, name: LIST.name }],
    });
    const sent = await mailchimp.send(
      call,
      { api_key: API_KEY },
      { list_id: 'nope', double_opt_in: false },
      lead('ann@hookline.dev'),
    );
    expect(sent).toMatchObject({ ok: false, statusCode: 404, permanent: true });
  });

  it('keeps an existing member’s status, and tags it through the tags call', async () => {
    const settings = { list_id: LIST.id, double_opt_in: true };
    expect(await mailchimp.send(call, { api_key: API_KEY }, settings, lead('bo@hookline.dev'))).toEqual({
      ok: true,
      statusCode: 204,
    });
    const member = fake.members.get(LIST.id)!.get(subscriberHash('bo@hookline.dev'))!;
    expect(member.status).toBe('pending');
    member.status = 'unsubscribed';
    member.tags = [];
    await mailchimp.send(
      call,
      { api_key: API_KEY },
      { ...settings, double_opt_in: false },
      lead('bo@hookline.dev'),
    );
    expect(fake.members.get(LIST.id)!.get(subscriberHash('bo@hookline.dev'))).toMatchObject({
      status: 'unsubscribed',
      tags: ['Welcome offer'],
    });
  });

  it('reports a provider that does not answer as a failure to retry', async () => {
    const closed = { ...call, baseUrl: await closedPortUrl() };
    const sent = await mailchimp.send(
      closed,
      { api_key: API_KEY },
      { list_id: LIST.id, double_opt_in: false },
      lead('c@hookline.dev'),
    );
    expect(sent).toEqual({ ok: false, statusCode: null, error: 'Mailchimp: connection refused' });
  });
});

/** The address of a local port nothing listens on any more. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
