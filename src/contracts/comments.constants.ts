export const COMMENT_MAX_LENGTH = 200;

export const MENTION_SUGGESTIONS = 5;

export const COMMENT_MESSAGES = {
  commentEmpty: 'Comment cannot be empty',
  replyEmpty: 'Reply cannot be empty',
  tooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
} as const;

/** Top-level comments of a post come 50 to a page, each with all its replies. */
export const POST_COMMENTS_PAGE_SIZE = 50;

/** Page size of the dashboard's Comments tab (the spec: 9). */
export const DASHBOARD_COMMENTS_PAGE_SIZE = 9;

/** `@name` at the start or after whitespace; names follow the username rules. */
export const MENTION_PATTERN = /(?:^|\s)@([A-Za-z0-9._-]{3,30})/g;

export function mentionedUsernames(content: string): string[] {
  const names = [...content.matchAll(MENTION_PATTERN)].map((match) => match[1]!.toLowerCase());
  return [...new Set(names)];
}

/**
 * Whether a comment carries a link: an address with a scheme, one starting with `www.`, or a
 * domain name (`example.org`, `bit.ly/x`). A new account's comment with one waits for review.
 */
const LINK_PATTERN =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:[a-z0-9-]+\.)*(?:com|org|net|info|biz|io|co|me|ly|gl|to|tk|xyz|top|site|online|shop|club|app|dev|link|click|ru|cn|de|uk|fr|nl|be|in|us|ca|au|eu|gg|tv|cc)\b/i;

export const containsLink = (content: string) => LINK_PATTERN.test(content);

export const COMMENT_REVIEW_MESSAGES = {
  /** What the author is shown under a comment that waits. */
  awaitingReview: 'Awaiting review',
  awaitingReviewNote:
    'Comments with links from new accounts are shown to others once an admin has approved them.',
  notAwaiting: 'This comment is not awaiting review',
} as const;

export const tooManyMentions = (max: number) =>
  `You can mention at most ${max} ${max === 1 ? 'person' : 'people'} in one comment`;
