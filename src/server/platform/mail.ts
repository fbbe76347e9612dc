import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { LOCALE_DETAILS, SOURCE_LOCALE, type Locale } from '#contracts/i18n/locales.ts';
import type { Database, Transaction } from '../db/client.ts';
import type { Deliverer, Outbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** More headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** The language the mail is written in (English when not said): its HTML's `lang` and `dir`. */
  locale?: Locale;
  /** The mailing it belongs to, whose status admins read (`GET /api/mailings`). */
  mailing?: string;
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

/** The longest line a mail may carry (RFC 5322: 998 octets); longer prose is broken at spaces. */
const MAX_LINE_OCTETS = 998;

function breakLongLine(line: string): string[] {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return [line];
  const lines = [''];
  for (const word of line.split(' ')) {
    const current = lines.at(-1)!;
    const joined = current ? `${current} ${word}` : word;
    if (current && Buffer.byteLength(joined) > MAX_LINE_OCTETS) lines.push(word);
    else lines[lines.length - 1] = joined;
  }
  return lines;
}

/**
 * The plain-text part, sent as it is written (8bit): quoted-printable would soft-wrap a long
 * link inside its token, and a reader who copies it from the plain text gets a broken link.
 * Each link stands on its own line in the mails' text, and no line is longer than a mail allows.
 */
export function plainTextPart(text: string) {
  const body = text.split(/\r?\n/).flatMap(breakLongLine).join('\n');
  return {
    raw: `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${body}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A line of text as HTML, its links made links. */
function htmlLine(line: string) {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(line.slice(from, match.index))}<a href="${url}">${url}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(from));
}

/** An HTML body as a document in its language, right to left where the language reads so. */
export function htmlDocument(body: string, locale: Locale = SOURCE_LOCALE) {
  const { direction } = LOCALE_DETAILS[locale];
  return `<!doctype html><html lang="${locale}" dir="${direction}"><body>${body}</body></html>`;
}

/**
 * An HTML part for a mail written as text only: its paragraphs, with each link made one. The
 * text part can then be sent as written (`plainTextPart`), which a single-part mail cannot.
 */
export function htmlFromText(text: string, locale?: Locale) {
  const paragraphs = text.trim().split(/\r?\n\s*\r?\n/);
  const html = paragraphs.map(
    (paragraph) => `<p>${paragraph.split(/\r?\n/).map(htmlLine).join('<br>')}</p>`,
  );
  return htmlDocument(html.join('\n'), locale);
}

/**
 * What goes to nodemailer: the text part as written, beside the HTML part (made if missing), the
 * HTML a document in the mail's language, which `Content-Language` names.
 */
const composed = (
  from: string,
  { locale = SOURCE_LOCALE, mailing: _mailing, ...message }: MailMessage,
) => ({
  from,
  ...message,
  headers: { ...message.headers, 'Content-Language': locale },
  text: plainTextPart(message.text),
  html: message.html ? htmlDocument(message.html, locale) : htmlFromText(message.text, locale),
});

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
      await transport.sendMail(composed(options.from, message));
    };
  }

  const folder = join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Names sort in the order the mails were written, even within one millisecond.
  let written = 0;
  return async (message) => {
    const info = await transport.sendMail(composed(options.from, message));
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
