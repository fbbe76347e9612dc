export const NARRATIVE_CATEGORIES = [
  'general',
  'medical',
  'education',
  'housing',
  'food',
  'clothing',
  'emergency',
  'other',
] as const;
export type NarrativeCategory = (typeof NARRATIVE_CATEGORIES)[number];

export const CONTACT_PLATFORMS = ['email', 'facebook', 'whatsapp', 'telegram', 'discord'] as const;
export type ContactPlatform = (typeof CONTACT_PLATFORMS)[number];

export const NARRATIVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type NarrativeStatus = (typeof NARRATIVE_STATUSES)[number];
