import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type OutboxMail } from './outbox.ts';

type Answer = (error?: Error | null) => void;

/** The reply of a mail server that cannot take a message now and asks for it later. */
function temporaryRefusal(to: string) {
  return Object.assign(new Error(`Mailbox of ${to} busy, try again later`), { responseCode: 451 });
}

/**
 * An SMTP server on 127.0.0.1 that accepts every message, refuses it for now (451), or holds it
 * without an answer, as the test says through `mode`.
 */
export class FakeMailServer {
  readonly received: OutboxMail[] = [];
  mode: 'accept' | 'refuse' | 'hold' = 'accept';
  private readonly held: { mail: OutboxMail; answer: Answer }[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, answer) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        if (this.mode === 'hold') this.held.push({ mail, answer });
        else if (this.mode === 'refuse') answer(temporaryRefusal(mail.to));
        else {
          this.received.push(mail);
          answer();
        }
      });
    },
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  }

  /** Messages the server has and has not answered yet. */
  get heldCount() {
    return this.held.length;
  }

  /** Answers every held message with a refusal for now. */
  refuseHeld() {
    for (const { mail, answer } of this.held.splice(0)) answer(temporaryRefusal(mail.to));
  }

  stop() {
    this.refuseHeld();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
