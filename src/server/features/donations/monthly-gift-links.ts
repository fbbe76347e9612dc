import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to manage a monthly gift, mailed with each of its receipts: `{id}.{signature}`,
 * an HMAC of the gift's id under a key of their own purpose. Anyone holding the mail may change
 * the amount, pause or cancel, with no account, as a donor would expect of a receipt's link; a
 * visitor who guesses ids cannot forge one. They do not expire: a gift lasts for months.
 */
export function monthlyGiftLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('monthly-gift-manage').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  const token = (id: string) => `${id}.${sign(id)}`;
  return {
    token,
    /** The page of ours where the donor manages the gift. */
    url: (id: string) => `${publicUrl}/monthly-gift/${encodeURIComponent(token(id))}`,

    /** The gift id a genuine token names, else null. */
    verify(given: string): string | null {
      const [id = '', signature = '', ...rest] = given.split('.');
      if (rest.length > 0 || !id) return null;
      const expected = Buffer.from(sign(id));
      const actual = Buffer.from(signature);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
    },
  };
}

export type MonthlyGiftLinks = ReturnType<typeof monthlyGiftLinks>;
