import type { NotificationSettingType } from '#contracts/notification-settings.constants.ts';
import { signedIds } from '../donations/signed-ids.ts';

/** What an unsubscribe link stops: a member's mail of one kind, or a visitor's subscription. */
export type UnsubscribeTarget =
  | { kind: 'member'; userId: string; type: NotificationSettingType }
  | { kind: 'digest'; userId: string }
  | { kind: 'author'; subscriptionId: string }
  | { kind: 'case'; subscriptionId: string };

function idOf(target: UnsubscribeTarget) {
  if (target.kind === 'member') return `m:${target.userId}:${target.type}`;
  if (target.kind === 'digest') return `d:${target.userId}`;
  return `${target.kind === 'author' ? 'a' : 'c'}:${target.subscriptionId}`;
}

/**
 * Signed one-click unsubscribe links (RFC 8058) for bulk mail, and the preferences page they
 * sit beside. The token names what it stops on the server, never an address, and a visitor who
 * guesses ids cannot forge one. They do not expire: an old mail must still let its reader leave.
 */
export function subscriptionLinks(secret: string, publicUrl: string) {
  const { token, verify } = signedIds(secret, 'subscription-unsubscribe');
  return {
    unsubscribeUrl: (target: UnsubscribeTarget) =>
      `${publicUrl}/api/subscriptions/unsubscribe/${encodeURIComponent(token(idOf(target)))}`,
    confirmUrl: (confirmToken: string) =>
      `${publicUrl}/api/subscriptions/confirm/${encodeURIComponent(confirmToken)}`,
    preferencesUrl: `${publicUrl}/settings/notifications`,
    /** What a genuine token stops, else null. */
    verify(given: string): UnsubscribeTarget | null {
      const id = verify(given);
      const [kind, first = '', second] = id?.split(':') ?? [];
      if (kind === 'm' && second)
        return { kind: 'member', userId: first, type: second as NotificationSettingType };
      if (kind === 'd' && first) return { kind: 'digest', userId: first };
      if (kind === 'a' && first) return { kind: 'author', subscriptionId: first };
      if (kind === 'c' && first) return { kind: 'case', subscriptionId: first };
      return null;
    },
  };
}

export type SubscriptionLinks = ReturnType<typeof subscriptionLinks>;

/** The headers of a bulk mail: mail programs show their own unsubscribe button and POST to it. */
export const oneClickHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
