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
import { useMessages } from '#web/i18n/use-messages.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** Each list's title, its loader's name and what it says when empty. */
const WORDS = {
  followers: {
    title: 'dashboard.follow.followers',
    loading: 'dashboard.follow.loadingFollowers',
    empty: 'dashboard.follow.noFollowers',
  },
  following: {
    title: 'dashboard.follow.following',
    loading: 'dashboard.follow.loadingFollowing',
    empty: 'dashboard.follow.noFollowing',
  },
} as const satisfies Record<FollowDirection, Record<string, string>>;

function FollowList({ userId, direction }: { userId: string; direction: FollowDirection }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useFollowList(userId, direction, debouncedSearch);
  const t = useMessages('dashboard');

  let content;
  if (list.isPending) {
    content = <CenteredLoader label={t(WORDS[direction].loading)} py="lg" size="sm" />;
  } else if (list.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  } else if (list.data.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="lg">
        {debouncedSearch
          ? t('dashboard.follow.noMatch', { search: debouncedSearch })
          : t(WORDS[direction].empty)}
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
        label={t('dashboard.follow.search')}
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
  const t = useMessages('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} title={t(WORDS[direction].title)}>
      <FollowList key={direction} userId={userId} direction={direction} />
    </Modal>
  );
}
