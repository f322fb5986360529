import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline: a bare node:http server that reads the request body and answers BODY (the display
 * response Hookline gave for the same request) with the same headers. No routing, no validation,
 * no database: what Hookline's display path is compared against.
 */
const body = Buffer.from(process.env.BODY ?? '{}');
const server = createServer((request, response) => {
  request.on('data', () => undefined);
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'content-length': body.length,
    });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () =>
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
