import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MENTION_PATTERN } from '#contracts/comments.constants.ts';

/**
 * A comment's plain text, with its `@username` mentions of existing accounts (`mentions`,
 * lower-cased) as links to their profiles; any other `@word` stays text.
 */
export function CommentText({ content, mentions }: { content: string; mentions: string[] }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION_PATTERN)) {
    const username = match[1]!;
    if (!mentions.includes(username.toLowerCase())) continue;
    const at = match.index + match[0].length - username.length - 1;
    parts.push(content.slice(last, at));
    parts.push(
      <Anchor key={at} component={Link} to={`/profile/${encodeURIComponent(username)}`} fw={600}>
        @{username}
      </Anchor>,
    );
    last = at + username.length + 1;
  }
  parts.push(content.slice(last));
  return (
    // A comment reads in its own direction, whatever the page's (an Arabic reply under English).
    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts}
    </Text>
  );
}
