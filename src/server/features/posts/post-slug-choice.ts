import { POST_MESSAGES } from '#contracts/posts.ts';
import { slugFromTitle } from '../../platform/slugs.ts';

export const SLUG_TAKEN = POST_MESSAGES.slugTaken;

/** The slug a writer asked for, made a slug whatever they typed; null when they asked none. */
export const chosenSlug = (asked: string | undefined) =>
  asked && asked.trim() !== '' ? slugFromTitle(asked) : null;
