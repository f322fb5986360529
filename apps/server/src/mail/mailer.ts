import { createTransport, type Transporter } from 'nodemailer';
import { Outbox } from './outbox.ts';

/** One email: plain text always, HTML when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * How the server sends email (the shop's password reset links). With `SMTP_URL`, through Nodemailer
 * to that server; without it, nothing leaves the machine: each message is written to the server's
 * log and kept in `outbox` (the last few, in this process's memory) for the local outbox page.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The messages kept when there is no SMTP server; null when mail goes out through SMTP. */
  outbox: Outbox | null;
  close(): void;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; unset keeps mail on this machine. */
  smtpUrl: string | undefined;
  /** The From header; unset: `no-reply@` the host of `shopUrl`, or of localhost. */
  from: string | undefined;
  /** The shop's public address (`SHOP_URL`), which the links in mail point to. */
  shopUrl: string | undefined;
}

export interface MailLog {
  info(fields: object, message: string): void;
}

/** The From address: `MAIL_FROM`, else no-reply at the shop's host. */
export function fromAddress(settings: Pick<MailSettings, 'from' | 'shopUrl'>): string {
  if (settings.from) return settings.from;
  const host = settings.shopUrl ? new URL(settings.shopUrl).hostname : 'localhost';
  return `Hookline Supply Co. <no-reply@${host}>`;
}

/** Sends through a Nodemailer transport (SMTP in the server; a test may pass its own). */
export function transportMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    outbox: null,
    close: () => transport.close(),
  };
}

/** Keeps each message in memory and writes it to the log. */
export function outboxMailer(log: MailLog, from: string): Mailer {
  const outbox = new Outbox();
  return {
    async send(message) {
      outbox.add({ from, ...message });
      // The text carries the link: without SMTP the log is where an operator finds it.
      log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'mail kept locally (no SMTP_URL)',
      );
    },
    outbox,
    close: () => {},
  };
}

/** The mailer for these settings: SMTP when `smtpUrl` is set, else the log and the local outbox. */
export function createMailer(settings: MailSettings, log: MailLog): Mailer {
  const from = fromAddress(settings);
  return settings.smtpUrl
    ? transportMailer(createTransport(settings.smtpUrl), from)
    : outboxMailer(log, from);
}
