export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'like_comment',
  'mention',
  'new_post',
  'new_donation',
  'donation_received',
  'follow',
  'report',
  'publisher_request',
  'publisher_approved',
  'publisher_rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
