export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'like_comment',
  'mention',
  'new_post',
  'new_donation',
  'donation_received',
  'donation_update',
  'follow',
  'report',
  'publisher_request',
  'publisher_approved',
  'publisher_rejected',
  'narrative_approved',
  'narrative_rejected',
  /** A narrative of someone the recipient follows went public (`postSlug` is its slug). */
  'new_narrative',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const BELL_ITEMS = 5;

export const PUSH_MESSAGES = {
  invalidSubscription: 'Invalid push subscription',
  unknownPushService: 'This browser uses a push service this site does not support',
  subscriptionSaved: 'Subscription saved',
  enabledRequired: 'enabled must be true or false',
} as const;

/** What a push message carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** Path on this site the alert opens. */
  url: string;
  /** The notification's id: a later alert for the same one replaces it. */
  tag: string;
}

/** Where a notification leads, by type, as the spec's list says. */
export function notificationLink(
  notification: { type: NotificationType; postSlug: string | null; donationId: string | null },
  isAdmin: boolean,
): string {
  switch (notification.type) {
    case 'report':
      return isAdmin ? '/dashboard?tab=reports' : '/';
    case 'publisher_request':
      return isAdmin ? '/dashboard?tab=requests' : '/';
    case 'new_donation':
    case 'donation_received':
    case 'donation_update':
      return notification.donationId ? `/donate/${notification.donationId}` : '/donate';
    case 'publisher_approved':
    case 'publisher_rejected':
      return '/dashboard?tab=profile';
    case 'narrative_approved':
    case 'narrative_rejected':
      return '/dashboard?tab=narratives';
    case 'new_narrative':
      return notification.postSlug ? `/narrative/${notification.postSlug}` : '/notifications';
    default:
      return notification.postSlug ? `/post/${notification.postSlug}` : '/notifications';
  }
}
