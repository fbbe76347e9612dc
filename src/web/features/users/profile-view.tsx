import { isAuthor } from '#contracts/policies/actor.ts';
import { useFormat } from '#web/lib/use-format.ts';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { IconAlertCircle, IconCalendar, IconPencil, IconRss } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import type { PublicUser } from '#contracts/users.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useAuthorPostList, useUserByUsername } from './api.ts';
import { offersAuthorFeed } from './author-feed.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { LocalDate } from '#web/components/local-date.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { FollowButton } from './follow-button.tsx';
import classes from './profile-view.module.css';
import { avatarSource } from '#web/lib/image-sources.ts';
import { authorFeedHref } from '#web/ssr/feeds.ts';

function Stat({ label, value }: { label: string; value: number }) {
  const format = useFormat();
  return (
    <div className={classes.stat}>
      <div className={classes.statValue}>{format.count(value)}</div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** A visible link to the author's RSS feed, offered as the page's head offers it. */
function AuthorFeedLink({ user }: { user: PublicUser }) {
  const t = useMessages('users');
  const posts = useAuthorPostList(user._id);
  if (!offersAuthorFeed(user, posts.data?.pages[0]?.totalPosts ?? 0)) return null;
  return (
    <Anchor href={authorFeedHref(user.username)} size="sm" className={classes.feedLink}>
      <IconRss size={16} stroke={1.8} aria-hidden="true" />
      {t('users.profile.feed', { username: user.username })}
    </Anchor>
  );
}

/**
 * The public profile at /profile/{username}, with what `renderWork` draws under it (the author's
 * posts and narratives); an unknown username goes to /not-found.
 */
export function ProfileView({
  renderWork,
  renderAside,
}: {
  renderWork: (user: PublicUser) => ReactNode;
  /** What sits under the profile's card: the ways to get the author's new posts. */
  renderAside?: (user: PublicUser) => ReactNode;
}) {
  const t = useMessages('users');
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  const profile = useUserByUsername(username);
  usePageTitle(profile.data ? profile.data.username : t('users.profile.title'));

  const isUnknown = isApiError(profile.error) && profile.error.statusCode === 404;
  useEffect(() => {
    if (isUnknown) void navigate('/not-found', { replace: true });
  }, [isUnknown, navigate]);

  if (profile.isPending || isUnknown) {
    return <CenteredLoader label={t('users.profile.loading')} py={96} />;
  }

  if (profile.isError) {
    return (
      <Container size="sm" py={48}>
        <Stack gap="md">
          <Title order={1}>{t('users.profile.title')}</Title>
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {errorMessage(profile.error)}
          </Alert>
          <Group>
            <Button onClick={() => void profile.refetch()}>{t('users.profile.tryAgain')}</Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const user = profile.data;
  const writes = isAuthor(user);
  const isSelf = user._id === viewerId;

  return (
    <Stack gap={48} py={{ base: 'xl', sm: 48 }}>
      <Container size="sm" w="100%">
        <Paper
          withBorder
          radius="lg"
          shadow="sm"
          className={classes.card}
          style={{ overflow: 'hidden' }}
        >
          <div className={classes.cover} />
          <Stack align="center" gap="md" px="lg" pb="xl">
            <Avatar
              src={avatarSource(user.profilePicture, 128)}
              alt={t('users.profile.pictureAlt', { username: user.username })}
              size={128}
              radius={999}
              className={classes.avatar}
            />
            <Stack align="center" gap={8}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {user.username}
              </Title>
              <RoleBadges user={user} size="md" />
            </Stack>
            {user.bio && (
              <Text className={classes.bio} dir="auto" data-testid="profile-bio">
                {user.bio}
              </Text>
            )}
            {writes && (
              <Group gap="xl" justify="center">
                <Stat label={t('users.profile.followers')} value={user.followersCount} />
                <Stat label={t('users.profile.following')} value={user.followingCount} />
              </Group>
            )}
            {!profile.isPlaceholderData && <FollowButton target={user} />}
            {isSelf && (
              <Button
                component={Link}
                to="/dashboard?tab=profile"
                variant="default"
                leftSection={<IconPencil size={18} stroke={1.8} />}
              >
                {t('users.profile.edit')}
              </Button>
            )}
            <Group gap={6} c="dimmed">
              <IconCalendar size={18} stroke={1.6} aria-hidden="true" />
              <Text size="sm" c="dimmed">
                <Message
                  namespace="users"
                  id="users.profile.memberSince"
                  components={{ 0: <LocalDate value={user.createdAt} /> }}
                />
              </Text>
            </Group>
            <AuthorFeedLink user={user} />
          </Stack>
        </Paper>
        {renderAside?.(user)}
      </Container>
      <Container size="lg" w="100%">
        <Stack gap={48}>{renderWork(user)}</Stack>
      </Container>
    </Stack>
  );
}
