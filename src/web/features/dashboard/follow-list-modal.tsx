import {
  Alert,
  Anchor,
  Avatar,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { useFollowList, type FollowDirection } from '#web/features/users/api.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';

const SEARCH_DEBOUNCE_MS = 300;
const TITLES: Record<FollowDirection, string> = { followers: 'Followers', following: 'Following' };
const EMPTY_TEXTS: Record<FollowDirection, string> = {
  followers: 'No followers yet.',
  following: 'Not following anyone yet.',
};

function FollowList({ userId, direction }: { userId: string; direction: FollowDirection }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useFollowList(userId, direction, debouncedSearch);

  let content;
  if (list.isPending) {
    content = (
      <CenteredLoader label={`Loading ${TITLES[direction].toLowerCase()}`} py="lg" size="sm" />
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  } else if (list.data.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="lg">
        {debouncedSearch ? `No users match "${debouncedSearch}".` : EMPTY_TEXTS[direction]}
      </Text>
    );
  } else {
    content = (
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((user) => (
            <Group component="li" key={user._id} gap="sm" wrap="nowrap" py={4}>
              <Avatar src={avatarSource(user.profilePicture, 40)} alt="" radius="xl" size={40} />
              <Anchor
                component={Link}
                to={`/profile/${encodeURIComponent(user.username)}`}
                fw={600}
                underline="hover"
                style={{ overflowWrap: 'anywhere' }}
              >
                {user.username}
              </Anchor>
              <RoleBadges user={user} size="xs" />
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Search by username"
        leftSection={<IconSearch size={16} stroke={1.8} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <div aria-live="polite" aria-busy={list.isFetching}>
        {content}
      </div>
    </Stack>
  );
}

/** The followers or followings of a user, searchable by username, each linking to the profile. */
export function FollowListModal({
  userId,
  direction,
  opened,
  onClose,
}: {
  userId: string;
  direction: FollowDirection;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[direction]}>
      <FollowList key={direction} userId={userId} direction={direction} />
    </Modal>
  );
}
