/** A message kept on this machine (no SMTP server), with when it was sent. */
export interface KeptMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  sentAt: Date;
}

/** The last `size` messages sent without an SMTP server, newest first, in this process's memory. */
export class Outbox {
  private readonly messages: KeptMessage[] = [];

  constructor(
    private readonly size = 50,
    private readonly now: () => Date = () => new Date(),
  ) {}

  add(message: Omit<KeptMessage, 'sentAt'>): void {
    this.messages.unshift({ ...message, sentAt: this.now() });
    this.messages.length = Math.min(this.messages.length, this.size);
  }

  list(): readonly KeptMessage[] {
    return this.messages;
  }
}

/** The web addresses in a message's text, in order (the links the outbox page makes clickable). */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
