import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed unsubscribe tokens for case-update mail: `{id}.{signature}`, where the id is the
 * subscription the mail went to (or, in mails sent before subscriptions, a donation). It names
 * the address on the server, so the link carries no address, and a visitor who guesses ids cannot
 * forge one. They do not expire: an old mail must still let its reader leave.
 */
export function unsubscribeLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('case-update-unsubscribe').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  return {
    url(id: string) {
      const token = `${id}.${sign(id)}`;
      return `${publicUrl}/api/donation/updates/unsubscribe?token=${encodeURIComponent(token)}`;
    },

    /** The id a genuine token names, else null. */
    verify(token: string): string | null {
      const [id = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !id) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
