import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider's API stand-in for tests (issue 28): a real HTTP server on 127.0.0.1 whose answers
 * each provider's fake (`fakes/<provider>.ts`) writes to match the provider's public API, status
 * codes and error bodies included. It records every request, and can be told to answer the next
 * requests with a failure (a 429 with `Retry-After`, a 5xx, a 401) before answering normally again.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent: `/3.0/lists/abc/members/…?skip_merge_validation=true`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** The base address to put in `INTEGRATION_URL_<PROVIDER>`: `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received, in order (failed ones included). */
  requests: RecordedRequest[];
  /** Answers the next `times` requests whose path matches (all when no pattern) with `answer`. */
  failNext(answer: FakeAnswer, times?: number, pathPattern?: RegExp): void;
  close(): Promise<void>;
}

export async function startFakeApi(handle: FakeHandler): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const failures: { answer: FakeAnswer; left: number; pattern: RegExp | undefined }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      if (text !== '') {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = text;
        }
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const failure = failures.find((f) => f.left > 0 && (!f.pattern || f.pattern.test(recorded.path)));
      const answered = failure
        ? Promise.resolve((failure.left--, failure.answer))
        : Promise.resolve().then(() => handle(recorded));
      answered.then(
        (answer) => {
          const payload =
            answer.body === undefined
              ? ''
              : typeof answer.body === 'string'
                ? answer.body
                : JSON.stringify(answer.body);
          res.writeHead(answer.status, {
            ...(payload !== '' && typeof answer.body !== 'string'
              ? { 'content-type': 'application/json' }
              : {}),
            ...answer.headers,
          });
          res.end(payload);
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`fake failed: ${(error as Error).message}`);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(answer, times = 1, pathPattern) {
      failures.push({ answer, left: times, pattern: pathPattern });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
