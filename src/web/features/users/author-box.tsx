import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UserSummary } from '#contracts/users.ts';
import { avatarSource } from '#web/lib/image-sources.ts';
import { useUserByUsername } from './api.ts';
import classes from './profile-view.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * Under a post: who wrote it, their name to their profile and their bio. The post page's server
 * render already holds the author's profile, so the bio is in the first HTML.
 */
export function AuthorBox({ author }: { author: UserSummary }) {
  const t = useMessages('users');
  const profile = useUserByUsername(author.username);
  const profilePath = `/profile/${encodeURIComponent(author.username)}`;
  const bio = profile.data?.bio ?? '';

  return (
    <Paper
      component="aside"
      aria-label={t('users.author.label')}
      withBorder
      radius="lg"
      p="lg"
      bg="var(--hearth-surface)"
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Avatar src={avatarSource(author.profilePicture, 64)} alt="" size={64} radius={999} />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('users.author.writtenBy')}
          </Text>
          <Anchor component={Link} to={profilePath} fw={700} size="lg">
            {author.username}
          </Anchor>
          {bio && (
            <Text className={classes.bio} dir="auto" data-testid="author-bio">
              {bio}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
