import { subscriptionLinks } from '../subscriptions/subscription-links.ts';
import { signedIds } from './signed-ids.ts';

/**
 * Signed unsubscribe tokens for case-update mail (`signed-ids.ts`), where the id is the
 * subscription the mail went to (or, in mails sent before subscriptions, a donation). It names
 * the address on the server, so the link carries no address, and a visitor who guesses ids cannot
 * forge one. They do not expire: an old mail must still let its reader leave.
 */
export function unsubscribeLinks(secret: string, publicUrl: string) {
  const { token, verify } = signedIds(secret, 'case-update-unsubscribe');
  const oneClick = subscriptionLinks(secret, publicUrl);
  return {
    /** The page the mail's text links to: it asks before unsubscribing. */
    url: (id: string) =>
      `${publicUrl}/api/donation/updates/unsubscribe?token=${encodeURIComponent(token(id))}`,
    /** The mail's `List-Unsubscribe`, shared by every bulk mail (`subscriptions/`). */
    oneClickUrl: (subscriptionId: string) =>
      oneClick.unsubscribeUrl({ kind: 'case', subscriptionId }),
    /** The id a genuine token names, else null. */
    verify,
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
