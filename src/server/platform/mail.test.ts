import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMail } from '../test/outbox.ts';
import { createMailTransport, type MailMessage } from './mail.ts';

/** Sends one message through the mail-folder transport and answers the .eml it wrote. */
async function written(message: MailMessage) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-mail-'));
  const send = createMailTransport({ from: 'Hearth <hearth@example.org>', dataDir }, {
    info: () => {},
  } as never);
  await send(message);
  const [file] = readdirSync(join(dataDir, 'mail'));
  return readFileSync(join(dataDir, 'mail', file!), 'utf8');
}

// A long public address and a long token: far past the 76 characters quoted-printable wraps at.
const LINK = `https://community.example-charity.org.uk/users/${'3f2a9c1e-'.repeat(4)}x/verify-email?token=${'Zx9_-'.repeat(12)}`;

describe('mail text', () => {
  it('carries every link whole on its own line, as written, for a reader who copies it', async () => {
    const raw = await written({
      to: 'ada@example.org',
      subject: 'Verify your address',
      text: `Hello Ada,\n\nPlease verify your address:\n${LINK}\n\nThe Hearth community`,
    });
    expect(raw).toMatch(
      /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: 8bit/,
    );
    expect(raw.split(/\r?\n/)).toContain(LINK);
    expect(parseMail(raw).links).toEqual([LINK]);
  });

  it('gives a text-only mail an HTML part, its link a link', async () => {
    const raw = await written({
      to: 'ada@example.org',
      subject: 'Reset',
      text: `Reset it:\n${LINK}`,
    });
    const html = parseMail(raw).text;
    expect(html).toContain(`<a href="${LINK}">${LINK}</a>`);
  });

  it('breaks prose longer than a mail line may be (998 octets) at spaces, never inside a word', async () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`);
    const raw = await written({ to: 'ada@example.org', subject: 'Long', text: words.join(' ') });
    const plainPart = raw.split('Content-Transfer-Encoding: 8bit')[1]!.split(/\r?\n--/)[0]!;
    const lines = plainPart.split(/\r?\n/).filter((line) => line.startsWith('word'));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(998);
    expect(lines.join(' ')).toBe(words.join(' '));
  });
});
