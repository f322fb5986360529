import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailer, fromAddress } from './mailer.ts';
import { linksIn } from './outbox.ts';
import { outboxPage } from './outbox-routes.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('with SMTP_URL, sends through that SMTP server and keeps nothing locally', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: undefined, shopUrl: 'https://shop.example.com' },
      { info: (fields) => logged.push(fields) },
    );
    await mailer.send({
      to: 'rita@example.com',
      subject: 'Reset your password',
      text: 'Choose one here: https://shop.example.com/my-account/reset-password/abc',
    });
    mailer.close();
    expect(mailer.outbox).toBeNull();
    expect(logged).toHaveLength(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@shop.example.com');
    expect(mail!.to).toEqual(['rita@example.com']);
    expect(mail!.data).toMatch(/^Subject: Reset your password$/m);
    expect(mail!.data).toContain('https://shop.example.com/my-account/reset-password/abc');
  });

  it('without SMTP_URL, writes each message to the log and keeps it for the outbox page', async () => {
    const logged: { fields: object; message: string }[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Shop <shop@example.com>', shopUrl: undefined },
      { info: (fields, message) => logged.push({ fields, message }) },
    );
    const text = 'Hello,\n\nhttp://localhost:3000/my-account/reset-password/key1\n\nBye <b>';
    await mailer.send({ to: 'ann@example.com', subject: 'First', text });
    await mailer.send({ to: 'bo@example.com', subject: 'Second', text: 'no link' });
    expect(logged[0]!.fields).toMatchObject({ mail: { to: 'ann@example.com', text } });
    const kept = mailer.outbox!.list();
    expect(kept.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(kept[1]!.from).toBe('Shop <shop@example.com>');
    expect(linksIn(text)).toEqual(['http://localhost:3000/my-account/reset-password/key1']);
    const page = outboxPage(kept);
    expect(page).toContain(
      '<a href="http://localhost:3000/my-account/reset-password/key1">http://localhost:3000/my-account/reset-password/key1</a>',
    );
    // What a message says is text, never markup.
    expect(page).toContain('Bye &#60;b&#62;');
    expect(smtp.received.filter((m) => m.to.includes('ann@example.com'))).toHaveLength(0);
  });

  it('sends from MAIL_FROM, else no-reply at the shop host', () => {
    expect(fromAddress({ from: 'A <a@b.example>', shopUrl: 'https://x.example' })).toBe('A <a@b.example>');
    expect(fromAddress({ from: undefined, shopUrl: 'https://shop.example.com' })).toBe(
      'Hookline Supply Co. <no-reply@shop.example.com>',
    );
  });
});
