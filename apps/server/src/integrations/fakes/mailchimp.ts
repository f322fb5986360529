import { createHash, randomUUID } from 'node:crypto';
import { startFakeApi, type FakeAnswer, type FakeApi, type RecordedRequest } from './fake-api.ts';

/**
 * Mailchimp's Marketing API 3.0 stand-in for tests: the calls Hookline makes, answered as Mailchimp
 * answers them. Errors are problem+json (`type`, `title`, `status`, `detail`, `instance`): 401 "API
 * Key Invalid" for a wrong or revoked key, 404 "Resource Not Found" for an unknown list or member,
 * 400 "Invalid Resource" for an address Mailchimp takes for fake (example.com/.org/.net, and the
 * .test, .invalid and .example domains) or a subscriber hash that is not the address's. Members are
 * kept by their hash; merge fields the list does not have are not stored.
 */

export interface FakeMailchimpList {
  id: string;
  name: string;
  /** The list's merge fields: tag (`FNAME`) and name (`First Name`). */
  mergeFields: { tag: string; name: string }[];
}

export interface FakeMailchimpMember {
  id: string;
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: string[];
  list_id: string;
}

export interface FakeMailchimp extends FakeApi {
  apiKey: string;
  /** Members by list id, then by subscriber hash. */
  members: Map<string, Map<string, FakeMailchimpMember>>;
  /** From now on the current key is refused (401), as when the owner deletes it in Mailchimp. */
  revoke(): void;
  /** A new key the account takes from now on (the owner made one in Mailchimp). */
  issueKey(apiKey: string): void;
}

export const MAILCHIMP_ACCOUNT_NAME = 'Hookline demo shop';

const PROBLEM = { 'content-type': 'application/problem+json; charset=utf-8' };

const problem = (status: number, title: string, detail: string, extra: object = {}): FakeAnswer => ({
  status,
  headers: PROBLEM,
  body: {
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title,
    status,
    detail,
    instance: randomUUID(),
    ...extra,
  },
});

const notFound = () => problem(404, 'Resource Not Found', 'The requested resource could not be found.');

const FAKE_LOOKING = /@(example\.(com|org|net)|[^@]+\.(test|invalid|example))$/i;

export async function startFakeMailchimp(options: {
  apiKey: string;
  lists: FakeMailchimpList[];
}): Promise<FakeMailchimp> {
  let apiKey = options.apiKey;
  const revoked = new Set<string>();
  const members = new Map<string, Map<string, FakeMailchimpMember>>(
    options.lists.map((list) => [list.id, new Map()]),
  );
  const listOf = (id: string) => options.lists.find((list) => list.id === id);

  const authorized = (request: RecordedRequest): boolean => {
    const header = String(request.headers.authorization ?? '');
    if (!header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const key = decoded.slice(decoded.indexOf(':') + 1);
    return key === apiKey && !revoked.has(key);
  };

  const handle = (request: RecordedRequest): FakeAnswer => {
    if (!authorized(request))
      return problem(
        401,
        'API Key Invalid',
        "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      );
    const url = new URL(request.path, 'http://mailchimp.fake');
    const parts = url.pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent);
    if (parts[0] !== '3.0') return notFound();
    const [, collection, listId, sub, hash, action] = parts;
    if (request.method === 'GET' && collection === undefined)
      return {
        status: 200,
        body: {
          account_id: 'fake0account',
          account_name: MAILCHIMP_ACCOUNT_NAME,
          email: 'owner@hookline.dev',
        },
      };
    if (collection !== 'lists') return notFound();
    if (request.method === 'GET' && listId === undefined)
      return {
        status: 200,
        body: {
          lists: options.lists.map((list) => ({ id: list.id, name: list.name })),
          total_items: options.lists.length,
        },
      };
    const list = listId === undefined ? undefined : listOf(listId);
    if (!list) return notFound();
    if (request.method === 'GET' && sub === 'merge-fields' && hash === undefined)
      return {
        status: 200,
        body: {
          merge_fields: list.mergeFields.map((field, index) => ({
            merge_id: index + 1,
            tag: field.tag,
            name: field.name,
            type: 'text',
            list_id: list.id,
          })),
          list_id: list.id,
          total_items: list.mergeFields.length,
        },
      };
    if (sub !== 'members' || hash === undefined) return notFound();
    const listMembers = members.get(list.id)!;
    if (request.method === 'PUT' && action === undefined)
      return upsert(list, listMembers, hash, request.body);
    if (request.method === 'POST' && action === 'tags') {
      const member = listMembers.get(hash);
      if (!member) return notFound();
      const body = request.body as { tags?: { name?: string; status?: string }[] } | null;
      if (!Array.isArray(body?.tags))
        return problem(
          400,
          'Invalid Resource',
          "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
          {
            errors: [{ field: 'tags', message: 'Required fields were not provided: tags' }],
          },
        );
      for (const tag of body.tags) {
        if (!tag.name) continue;
        if (tag.status === 'inactive') member.tags = member.tags.filter((name) => name !== tag.name);
        else if (!member.tags.includes(tag.name)) member.tags.push(tag.name);
      }
      return { status: 204 };
    }
    if (request.method === 'GET' && action === undefined) {
      const member = listMembers.get(hash);
      return member ? { status: 200, body: member } : notFound();
    }
    return notFound();
  };

  const api = await startFakeApi(handle);
  const fake = Object.assign(api, {
    apiKey,
    members,
    revoke: () => {
      revoked.add(apiKey);
    },
    issueKey: (key: string) => {
      apiKey = key;
      fake.apiKey = key;
    },
  });
  return fake;
}

const STATUSES = new Set(['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional']);

function upsert(
  list: FakeMailchimpList,
  listMembers: Map<string, FakeMailchimpMember>,
  hash: string,
  body: unknown,
): FakeAnswer {
  const input = (body && typeof body === 'object' ? body : {}) as {
    email_address?: unknown;
    status_if_new?: unknown;
    status?: unknown;
    merge_fields?: unknown;
    tags?: unknown;
  };
  const invalid = (field: string, message: string) =>
    problem(
      400,
      'Invalid Resource',
      "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
      {
        errors: [{ field, message }],
      },
    );
  if (typeof input.email_address !== 'string' || input.email_address === '')
    return invalid('email_address', 'This value should not be blank.');
  const email = input.email_address;
  if (FAKE_LOOKING.test(email) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    return problem(
      400,
      'Invalid Resource',
      `${email} looks fake or invalid, please enter a real email address.`,
    );
  if (createHash('md5').update(email.toLowerCase()).digest('hex') !== hash)
    return problem(400, 'Invalid Resource', 'The subscriber hash does not match the email_address.');
  const existing = listMembers.get(hash);
  if (!existing && (typeof input.status_if_new !== 'string' || !STATUSES.has(input.status_if_new)))
    return invalid('status_if_new', 'Required fields were not provided: status_if_new');
  const known = new Set(list.mergeFields.map((field) => field.tag));
  const given = (
    input.merge_fields && typeof input.merge_fields === 'object' ? input.merge_fields : {}
  ) as Record<string, unknown>;
  const mergeFields = Object.fromEntries(
    Object.entries(given)
      .filter(([tag]) => known.has(tag))
      .map(([tag, value]) => [tag, String(value)]),
  );
  const member: FakeMailchimpMember = existing
    ? { ...existing, email_address: email, merge_fields: { ...existing.merge_fields, ...mergeFields } }
    : {
        id: hash,
        email_address: email,
        status: String(input.status_if_new),
        merge_fields: mergeFields,
        // Like Mailchimp: `tags` on the upsert is only applied to a new member.
        tags: Array.isArray(input.tags) ? input.tags.map(String) : [],
        list_id: list.id,
      };
  listMembers.set(hash, member);
  return { status: 200, body: member };
}
