import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Transaction } from '../db/client.ts';
import type { Deliverer, Outbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** More headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Queues the message in the outbox, which sends it off the request path and retries it while
   * the mail server fails. Pass the transaction of the change that causes the mail, if any.
   */
  send(message: MailMessage, executor?: Database | Transaction): Promise<void>;
  /** Queues many messages at once (one per recipient), as `send` does. */
  sendAll(messages: MailMessage[], executor?: Database | Transaction): Promise<void>;
}

export function createMailer(outbox: Outbox): Mailer {
  return {
    send: (message, executor) => outbox.enqueue('mail', [message], executor),
    sendAll: (messages, executor) => outbox.enqueue('mail', messages, executor),
  };
}

/** Bounds on a mail server that stops answering, well inside the outbox's claim on a message. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * How the outbox really sends mail: through SMTP_URL when it is set. Without it every message is
 * written to DATA_DIR/mail/ as an .eml file and its links are logged, so sign-up, verification
 * and password reset can be completed on a laptop.
 */
export function createMailTransport(
  options: { smtpUrl?: string; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Deliverer<MailMessage> {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    };
  }

  const folder = join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Names sort in the order the mails were written, even within one millisecond.
  let written = 0;
  return async (message) => {
    const info = await transport.sendMail({ from: options.from, ...message });
    mkdirSync(folder, { recursive: true });
    written += 1;
    const name = `${Date.now()}-${String(written).padStart(6, '0')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`;
    const file = join(folder, name);
    writeFileSync(file, info.message as Buffer);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log.info(
      { to: message.to, file, links },
      `Mail "${message.subject}" written to the mail folder`,
    );
  };
}
