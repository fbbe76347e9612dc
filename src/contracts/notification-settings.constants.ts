import type { NotificationType } from './notifications.constants.ts';

/** What a member chooses the channels of, each with its own in-app, e-mail and push switch. */
export const NOTIFICATION_SETTING_TYPES = [
  /** A comment on my post. */
  'comment',
  /** A reply to my comment. */
  'reply',
  'mention',
  /** A like of my comment. */
  'like',
  /** A new follower. */
  'follow',
  /** A new post or narrative from someone I follow. */
  'new_post',
  /** A decision on my narrative or my publisher request. */
  'decision',
  /** An update on a case I gave to. */
  'case_update',
] as const;

export type NotificationSettingType = (typeof NOTIFICATION_SETTING_TYPES)[number];

export const DIGEST_CHOICES = ['off', 'daily', 'weekly'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];

/** The setting that governs each kind of notification; the others (admins' own) have none. */
export const SETTING_OF_NOTIFICATION: Partial<Record<NotificationType, NotificationSettingType>> = {
  comment: 'comment',
  reply: 'reply',
  mention: 'mention',
  like_comment: 'like',
  follow: 'follow',
  new_post: 'new_post',
  new_narrative: 'new_post',
  publisher_approved: 'decision',
  publisher_rejected: 'decision',
  narrative_approved: 'decision',
  narrative_rejected: 'decision',
  donation_update: 'case_update',
};

/**
 * A member's channels for a type they never chose: in the app as always, push as their "Get
 * alerts when offline" says, and no e-mail they did not ask for. Case updates are the exception:
 * they only ever go to an address that asked for one case's updates and confirmed it, so the
 * switch being on sends nothing by itself.
 */
export function defaultChannels(type: NotificationSettingType, pushEnabled: boolean) {
  return { inApp: true, email: type === 'case_update', push: pushEnabled };
}

export const NOTIFICATION_SETTINGS_MESSAGES = {
  invalidType: `type must be one of: ${NOTIFICATION_SETTING_TYPES.join(', ')}`,
  invalidChannel: 'inApp, email and push must each be true or false',
  invalidDigest: `digest must be one of: ${DIGEST_CHOICES.join(', ')}`,
  invalidSettings: 'settings must be a list of type, inApp, email and push',
  repeatedType: 'Each type may appear once in settings',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  oneTarget: 'Give either authorId or caseId, not both',
  /** The same answer whatever the address: it never tells whether it exists or is subscribed. */
  checkInbox:
    'If this address can receive them, a confirmation link is on its way. Nothing is sent until it is followed.',
  confirmed: 'Subscription confirmed',
  unsubscribed: 'You are unsubscribed',
  invalidConfirmation: 'This confirmation link is not valid or has expired',
  invalidUnsubscribe: 'This unsubscribe link is not valid',
} as const;
