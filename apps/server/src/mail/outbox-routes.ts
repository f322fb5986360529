import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linksIn, type KeptMessage, type Outbox } from './outbox.ts';

/** Where the local outbox page answers (only without `SMTP_URL`). */
export const OUTBOX_PATH = '/dev/outbox';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request comes straight from this machine: the connection's own address (not one a
 * proxy reports) is a loopback one, and no proxy forwarded it. The outbox holds working reset
 * links, so a server reached from elsewhere never shows it.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message's text with its web addresses as links. */
function body(text: string): string {
  let html = '';
  let rest = text;
  for (const link of linksIn(text)) {
    const at = rest.indexOf(link);
    html += `${escape(rest.slice(0, at))}<a href="${escape(link)}">${escape(link)}</a>`;
    rest = rest.slice(at + link.length);
  }
  return html + escape(rest);
}

const article = (message: KeptMessage) => `<article>
<h2>${escape(message.subject)}</h2>
<p class="meta">To ${escape(message.to)} · from ${escape(message.from)} · <time datetime="${message.sentAt.toISOString()}">${escape(message.sentAt.toUTCString())}</time></p>
<pre>${body(message.text)}</pre>
</article>`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f5f3;margin:0;padding:24px 16px}
main{max-width:760px;margin:0 auto}h1{font-size:1.6rem;margin:0 0 4px}.lead{color:#555;margin:0 0 24px}
article{background:#fff;border:1px solid #e3e0dc;border-radius:8px;padding:16px 20px;margin:0 0 16px}
h2{font-size:1.15rem;margin:0 0 4px}.meta{color:#555;font-size:.9rem;margin:0 0 12px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}a{color:#5b3a8c}
@media (max-width:640px){.meta{font-size:1rem}}`;

/** The page: the messages kept, newest first. */
export function outboxPage(messages: readonly KeptMessage[]): string {
  const list = messages.length
    ? messages.map(article).join('\n')
    : '<p>No message yet. Ask for a password reset on the shop’s My account page, and it appears here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Outbox</title><style>${STYLE}</style></head><body><main>
<h1>Outbox</h1>
<p class="lead">Mail this server would have sent. There is no SMTP server (<code>SMTP_URL</code> is unset), so it stays here and in the server’s log. Only this machine sees this page.</p>
${list}
</main></body></html>`;
}

/** `GET /dev/outbox`, for connections from this machine, when mail is kept locally. */
export async function outboxRoutes(app: FastifyInstance, outbox: Outbox): Promise<void> {
  app.get(OUTBOX_PATH, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(outboxPage(outbox.list()));
  });
}
