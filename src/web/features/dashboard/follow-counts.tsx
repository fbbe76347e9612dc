import { Group, Text, UnstyledButton } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { useState } from 'react';
import type { FollowDirection } from '#web/features/users/api.ts';
import { FollowListModal } from './follow-list-modal.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

function Count({ label, value, onClick }: { label: string; value: number; onClick: () => void }) {
  const format = useFormat();
  return (
    <UnstyledButton
      onClick={onClick}
      aria-haspopup="dialog"
      style={{ textAlign: 'center', paddingBlock: 4, paddingInline: 12, borderRadius: 8 }}
    >
      <Text fw={700} size="xl" lh={1.2}>
        {format.count(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </UnstyledButton>
  );
}

interface FollowCountsProps {
  userId: string;
  followersCount: number;
  followingCount: number;
}

/** The Followers and Following figures; each opens the list in a dialog. */
export function FollowCounts({ userId, followersCount, followingCount }: FollowCountsProps) {
  const t = useMessages('dashboard');
  const [followList, setFollowList] = useState<{ direction: FollowDirection; opened: boolean }>({
    direction: 'followers',
    opened: false,
  });
  const openList = (direction: FollowDirection) => setFollowList({ direction, opened: true });

  return (
    <>
      <Group gap="lg" justify="center">
        <Count
          label={t('dashboard.follow.followers')}
          value={followersCount}
          onClick={() => openList('followers')}
        />
        <Count
          label={t('dashboard.follow.following')}
          value={followingCount}
          onClick={() => openList('following')}
        />
      </Group>
      <FollowListModal
        userId={userId}
        direction={followList.direction}
        opened={followList.opened}
        onClose={() => setFollowList((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
