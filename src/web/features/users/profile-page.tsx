import {
  Alert,
  Avatar,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalendar, IconPencil } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useUserByUsername } from './api.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { LocalDate } from '#web/components/local-date.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { FollowButton } from '#web/components/follow-button.tsx';
import classes from './profile-page.module.css';
import { avatarSource } from '#web/lib/image-sources.ts';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={classes.stat}>
      <div className={classes.statValue}>{value.toLocaleString('en-US')}</div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** The public profile at /profile/{username}; an unknown username goes to /not-found. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  const profile = useUserByUsername(username);
  usePageTitle(profile.data ? profile.data.username : 'Profile');

  const isUnknown = isApiError(profile.error) && profile.error.statusCode === 404;
  useEffect(() => {
    if (isUnknown) void navigate('/not-found', { replace: true });
  }, [isUnknown, navigate]);

  if (profile.isPending || isUnknown) {
    return (
      <Center py={96}>
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }

  if (profile.isError) {
    return (
      <Container size="sm" py={48}>
        <Stack gap="md">
          <Title order={1}>Profile</Title>
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {errorMessage(profile.error)}
          </Alert>
          <Group>
            <Button onClick={() => void profile.refetch()}>Try again</Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const user = profile.data;
  const isAuthor = user.isAdmin || user.isPublisher;
  const isSelf = user._id === viewerId;

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
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
            alt={`Profile picture of ${user.username}`}
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
          {isAuthor && (
            <Group gap="xl" justify="center">
              <Stat label="Followers" value={user.followersCount} />
              <Stat label="Following" value={user.followingCount} />
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
              Edit your profile
            </Button>
          )}
          <Group gap={6} c="dimmed">
            <IconCalendar size={18} stroke={1.6} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              Member since <LocalDate value={user.createdAt} />
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
