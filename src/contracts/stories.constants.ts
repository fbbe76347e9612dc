import { isEmail } from './auth.constants.ts';

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

/** How a narrative's contact is shown: on the page, or to a visitor who asks for it. */
export const CONTACT_VISIBILITIES = ['public', 'on_request'] as const;

export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** A phone number is the contact most worth harvesting: WhatsApp's is shown on request. */
export const defaultContactVisibility = (platform: ContactPlatform): ContactVisibility =>
  platform === 'whatsapp' ? 'on_request' : 'public';

export const NARRATIVE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type NarrativeStatus = (typeof NARRATIVE_STATUSES)[number];

export { STORIES_PAGE_SIZE } from './common.constants.ts';

/** The longest reason an admin may give the author of a rejected narrative. */
export const REJECTION_REASON_MAX = 500;

export const STORY_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  unknownCategory: 'Unknown narrative category',
  unknownPlatform: 'Contact platform must be email, facebook, whatsapp, telegram or discord',
  unknownCountry: 'Please choose a country from the list',
  titleTooLong: 'Title must be at most 200 characters',
  invalidImage: 'Invalid image',
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
  chooseContactVisibility: 'Please choose what to show',
} as const;

/** What a contact username must look like on each platform, and what to say when it does not. */
const CONTACT_RULES: Record<
  ContactPlatform,
  { test: (value: string) => boolean; message: string }
> = {
  email: { test: isEmail, message: 'Please enter a valid e-mail address for the contact' },
  whatsapp: {
    test: (value) => /^\+?\d{7,15}$/.test(value.replace(/[\s-]/g, '')),
    message: 'A WhatsApp contact is a phone number in digits, with the country code',
  },
  telegram: {
    test: (value) => /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value),
    message: 'A Telegram username has 5 to 32 letters, digits or underscores',
  },
  facebook: {
    test: (value) => /^[A-Za-z0-9.]{5,50}$/.test(value),
    message: 'A Facebook username has at least 5 letters, digits or dots',
  },
  discord: {
    test: (value) => /^[a-z0-9_.]{2,32}$/.test(value),
    message: 'A Discord username has 2 to 32 lowercase letters, digits, dots or underscores',
  },
};

/** The reason a contact is invalid for its platform, or null. */
export function contactIssue(platform: ContactPlatform, username: string): string | null {
  const rule = CONTACT_RULES[platform];
  return rule.test(username) ? null : rule.message;
}
