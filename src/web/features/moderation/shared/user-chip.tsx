import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_PROFILE_PICTURE } from '#contracts/users.constants.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { avatarSource } from '#web/lib/image-sources.ts';

/**
 * A user's picture and name linking to their profile; 'Unknown User' with the blank avatar when
 * the account is gone (the spec).
 */
export function UserChip({
  user,
  size = 28,
}: {
  user: { username: string; profilePicture?: string } | null;
  size?: number;
}) {
  const t = useMessages('moderation');
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={DEFAULT_PROFILE_PICTURE} alt="" size={size} />
        <Text size="sm" c="dimmed">
          {t('moderation.common.unknownUser')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar
        src={avatarSource(user.profilePicture, size) ?? DEFAULT_PROFILE_PICTURE}
        alt=""
        size={size}
      />
      <Anchor component={Link} to={`/profile/${user.username}`} size="sm">
        {user.username}
      </Anchor>
    </Group>
  );
}
