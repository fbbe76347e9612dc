import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP_URL when it is set. Without it every message is written to
 * DATA_DIR/mail/ as an .eml file and its links are logged, so sign-up, verification and password
 * reset can be completed on a laptop.
 */
export function createMailer(
  options: { smtpUrl?: string; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }

  const outbox = join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, file, links }, `Mail "${message.subject}" written to the outbox`);
    },
  };
}
