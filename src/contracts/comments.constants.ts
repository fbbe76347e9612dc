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
