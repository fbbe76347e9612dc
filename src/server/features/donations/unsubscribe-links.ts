import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed unsubscribe tokens for case-update mail: `{transactionId}.{signature}`. The transaction
 * names the donor's address on the server, so the link carries no address, and a visitor who
 * guesses ids cannot forge one. They do not expire: an old mail must still let its reader leave.
 */
export function unsubscribeLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('case-update-unsubscribe').digest();
  const sign = (transactionId: string) =>
    createHmac('sha256', key).update(transactionId).digest('base64url');

  return {
    url(transactionId: string) {
      const token = `${transactionId}.${sign(transactionId)}`;
      return `${publicUrl}/api/donation/updates/unsubscribe?token=${encodeURIComponent(token)}`;
    },

    /** The transaction a genuine token names, else null. */
    verify(token: string): string | null {
      const [transactionId = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !transactionId) return null;
      const expected = Buffer.from(sign(transactionId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? transactionId
        : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
