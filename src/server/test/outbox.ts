import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  /** Every header, by lower-case name, decoded. */
  headers: Record<string, string>;
  /** Every part of the body (text and HTML), decoded. */
  text: string;
  /** The links of the plain-text part, read as the message carries them. */
  links: string[];
}

/** How long a test waits for a polling outbox: it looks every second, a busy machine is slower. */
export const DELIVERY_WAIT = { timeout: 10_000 };

/** Undoes quoted-printable soft line breaks and escapes, so links read whole. */
const decodeQuotedPrintable = (value: string) =>
  value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
const decodeHeader = (value: string) =>
  value.replace(
    /=\?([\w-]+)\?([QqBb])\?([^?]*)\?=\s*/g,
    (_match, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );

const LINK = /https?:\/\/[^\s"<>]+/g;

/** The text/plain part's body as the message carries it, undecoded: what a reader copies. */
const plainTextBody = (raw: string) =>
  /^Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--[^\r\n]+|(?![\s\S]))/im.exec(
    raw,
  )?.[1] ?? '';

/**
 * The links of a mail's plain text, read as written. Each must stand on a line of its own, so
 * that any mail client shows it whole (issue 39): a mail that breaks the rule fails the test
 * reading it.
 */
function plainTextLinks(raw: string, subject: string) {
  const lines = plainTextBody(raw).split(/\r?\n/);
  const links: string[] = [];
  for (const line of lines) {
    const found = line.match(LINK) ?? [];
    if (found.length > 0 && (found.length > 1 || line.trim() !== found[0])) {
      throw new Error(`The mail "${subject}" has a link that is not on a line of its own: ${line}`);
    }
    links.push(...found);
  }
  return links;
}

export function parseMail(raw: string): OutboxMail {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  // Long headers are folded onto indented continuation lines.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const [, name = '', value = ''] of unfolded.matchAll(/^([\w-]+): (.*)$/gm)) {
    headers[name.toLowerCase()] = decodeHeader(value.trim());
  }
  const text = decodeQuotedPrintable(bodyParts.join('\n\n'));
  const subject = headers.subject ?? '';
  return {
    to: headers.to ?? '',
    subject,
    headers,
    text,
    links: plainTextLinks(raw, subject),
  };
}

/** The HTML part of a mail, decoded as UTF-8 (one mostly in another script is sent as base64). */
export function htmlPart(mail: OutboxMail): string {
  const part =
    /Content-Type: text\/html[^\n]*\r?\n(?:Content-Transfer-Encoding: (\S+)\r?\n)?(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      mail.text,
    );
  if (!part) return '';
  const [, encoding, body = ''] = part;
  return encoding?.toLowerCase() === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : // `parseMail` decoded quoted-printable byte by byte.
      Buffer.from(body, 'latin1').toString('utf8');
}

/** The mails written to DATA_DIR/mail so far, oldest first. */
export function readMailFolder(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => parseMail(readFileSync(join(dir, file), 'utf8')));
}

/** Delivers the test app's queued mail, then reads DATA_DIR/mail, oldest first. */
export async function readOutbox(testApp: TestApp): Promise<OutboxMail[]> {
  await testApp.app.outbox.drain();
  return readMailFolder(testApp.config.dataDir);
}

function findLink(mails: OutboxMail[], to: string, pathPart: string) {
  const mail = mails
    .reverse()
    .find((m) => m.to.includes(to) && m.links.some((link) => link.includes(pathPart)));
  return mail?.links.find((l) => l.includes(pathPart));
}

/** The link of the latest mail to that address whose path contains `pathPart`. */
export async function latestLink(testApp: TestApp, to: string, pathPart: string) {
  const link = findLink(await readOutbox(testApp), to, pathPart);
  if (!link) throw new Error(`No mail to ${to} with a ${pathPart} link`);
  return link;
}

/**
 * The same, from a server running in another process (end-to-end tests): its outbox writes the
 * mail within a second or so, so the folder is read until the mail is there. With `newerThan`, a
 * link mailed earlier is not the one awaited: it waits for the next mail's.
 */
export async function awaitLink(
  dataDir: string,
  to: string,
  pathPart: string,
  { newerThan, timeoutMs = 10_000 }: { newerThan?: string; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = findLink(readMailFolder(dataDir), to, pathPart);
    if (link && link !== newerThan) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${pathPart} link`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes every message waiting for a retry due now, as if its delay had passed. */
export async function makeRetriesDue(db: Database) {
  await db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(isNull(outboxMessages.failedAt));
}
