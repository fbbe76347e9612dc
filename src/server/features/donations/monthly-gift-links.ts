import { signedIds } from './signed-ids.ts';

/**
 * Signed links to manage a monthly gift, mailed with each of its receipts: a token of the gift's
 * id (`signed-ids.ts`). Anyone holding the mail may change the amount, pause or cancel, with no
 * account, as a donor would expect of a receipt's link; a visitor who guesses ids cannot forge
 * one. They do not expire: a gift lasts for months.
 */
export function monthlyGiftLinks(secret: string, publicUrl: string) {
  const { token, verify } = signedIds(secret, 'monthly-gift-manage');
  return {
    token,
    /** The page of ours where the donor manages the gift. */
    url: (id: string) => `${publicUrl}/monthly-gift/${encodeURIComponent(token(id))}`,
    /** The gift id a genuine token names, else null. */
    verify,
  };
}

export type MonthlyGiftLinks = ReturnType<typeof monthlyGiftLinks>;
