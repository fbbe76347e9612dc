/** Characters a username may contain (the server's username rule). */
const USERNAME_CHARS = /^[A-Za-z0-9._-]*$/;
const USERNAME_MAX = 30;

export interface MentionQuery {
  /** Index of the `@`. */
  start: number;
  /** What follows the `@` up to the caret. */
  query: string;
}

/**
 * The mention being typed at the caret, if any: an `@` at the start of the text or after
 * whitespace, with no space between it and the caret (the spec's trigger).
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start === -1) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (query.length > USERNAME_MAX || !USERNAME_CHARS.test(query)) return null;
  return { start, query };
}

/** The text with the mention at `mention` replaced by `@username ` and where the caret goes. */
export function insertMention(
  text: string,
  caret: number,
  mention: MentionQuery,
  username: string,
) {
  const inserted = `@${username} `;
  // Drop a space the user already typed after the caret, so there are never two.
  const after = text.slice(caret).replace(/^ /, '');
  return {
    text: `${text.slice(0, mention.start)}${inserted}${after}`,
    caret: mention.start + inserted.length,
  };
}
