import type { z } from 'zod';
import { STORY_MESSAGES, type storyInputSchema } from '#contracts/stories.ts';
import { canonicalCountryName } from '../../platform/countries.ts';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';

export type StoryInput = z.output<typeof storyInputSchema>;

/** The form's fields as stored: the country as the list spells it, the HTML sanitized. */
export function storedStoryFields(input: StoryInput) {
  const country = canonicalCountryName(input.country);
  if (!country) throw badRequest(STORY_MESSAGES.unknownCountry);
  return {
    title: input.title,
    body: sanitizeRichText(input.body),
    country,
    category: input.category,
    contactPlatform: input.contactPlatform,
    contactUsername: input.contactUsername,
    image: input.image,
    imageAlt: input.imageAlt,
  };
}
