import type { z } from 'zod';
import {
  defaultContactVisibility,
  STORY_MESSAGES,
  type ContactVisibility,
  type storyInputSchema,
} from '#contracts/stories.ts';
import { canonicalCountryName } from '../../platform/countries.ts';
import { coverFocusValues } from '../../platform/cover-focus.ts';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';

export type StoryInput = z.output<typeof storyInputSchema>;

/**
 * The form's fields as stored: the country as the list spells it, the HTML sanitized. A client
 * that says nothing of the contact's visibility never widens it: a narrative already on request
 * stays so, and a WhatsApp number starts on request.
 */
export function storedStoryFields(input: StoryInput, previous?: ContactVisibility) {
  const country = canonicalCountryName(input.country);
  if (!country) throw badRequest(STORY_MESSAGES.unknownCountry);
  return {
    title: input.title,
    body: sanitizeRichText(input.body),
    country,
    category: input.category,
    contactPlatform: input.contactPlatform,
    contactUsername: input.contactUsername,
    contactVisibility:
      input.contactVisibility ??
      (previous === 'on_request' ? previous : defaultContactVisibility(input.contactPlatform)),
    image: input.image,
    imageAlt: input.imageAlt,
    ...coverFocusValues(input.coverFocus),
  };
}
