import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

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

export function parseMail(raw: string): OutboxMail {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  // Long headers are folded onto indented continuation lines.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? '');
  const text = decodeQuotedPrintable(bodyParts.join('\n\n'));
  return {
    to: header('To'),
    subject: header('Subject'),
    text,
    links: text.match(/https?:\/\/[^\s"<>]+/g) ?? [],
  };
}

/** The mails written to DATA_DIR/mail, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => parseMail(readFileSync(join(dir, file), 'utf8')));
}

/** The link of the latest mail to that address whose path contains `pathPart`. */
export function latestLink(dataDir: string, to: string, pathPart: string): string {
  const mail = readOutbox(dataDir)
    .reverse()
    .find((m) => m.to.includes(to) && m.links.some((link) => link.includes(pathPart)));
  const link = mail?.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`No mail to ${to} with a ${pathPart} link`);
  return link;
}
