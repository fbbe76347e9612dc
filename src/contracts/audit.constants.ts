/** The audit log of sensitive reads and account-wide actions: constants, free of zod. */
export const AUDIT_ACTIONS = [
  'story.contact-reveal',
  'donations.view',
  'donations.csv',
  'account.export',
  'account.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the admins' Audit view names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'story.contact-reveal': 'Contact shown on request',
  'donations.view': 'Donor details viewed',
  'donations.csv': 'Donor details downloaded (CSV)',
  'account.export': 'Account data downloaded',
  'account.delete': 'Account deleted',
};

export const AUDIT_PAGE_SIZE = 20;
