import { randomBytes } from 'node:crypto';
import { DEMO_CLIENT_ID, DEMO_LOGIN } from '@hookline/server/testing';

/** The demo owner's dashboard session against `origin` (a `Cookie` header value). */
async function logIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A collection of the demo site with a taxonomy, made through the content API as an editor would:
 * `posts` name each entry's title, published date (day of January 2026) and term names. Slugs get
 * a random suffix so journeys never share content.
 */
export async function createTopicPosts(
  origin: string,
  posts: { title: string; day: number; topics: string[] }[],
): Promise<{ collection: string; taxonomy: string; termSlug: (name: string) => string }> {
  const cookie = await logIn(origin);
  const suffix = randomBytes(3).toString('hex');
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/api/admin/content/${DEMO_CLIENT_ID}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hookline-request': '1', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; slug: string };
  };
  const taxonomy = await call('/taxonomies', {
    name: 'Topics',
    singular_name: 'Topic',
    slug: `topic-${suffix}`,
  });
  const names = [...new Set(posts.flatMap((p) => p.topics))];
  const terms = new Map<string, { id: string; slug: string }>();
  for (const name of names) terms.set(name, await call(`/taxonomies/${taxonomy.id}/terms`, { name }));
  const collection = await call('/collections', {
    name: 'Notes',
    singular_name: 'Note',
    slug: `notes-${suffix}`,
    taxonomies: [taxonomy.slug],
  });
  for (const post of posts) {
    await call(`/collections/${collection.id}/entries`, {
      title: post.title,
      status: 'published',
      published_at: new Date(Date.UTC(2026, 0, post.day)).toISOString(),
      terms: { [taxonomy.slug]: post.topics.map((t) => terms.get(t)!.id) },
    });
  }
  return { collection: collection.slug, taxonomy: taxonomy.slug, termSlug: (name) => terms.get(name)!.slug };
}
