import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

const MENTION = /(^|\s)@([A-Za-z0-9._-]{3,30})/g;

/** A comment's plain text, with `@username` mentions as links to the profiles. */
export function CommentText({ content }: { content: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION)) {
    const [, space = '', username = ''] = match;
    const at = match.index + space.length;
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
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts}
    </Text>
  );
}
