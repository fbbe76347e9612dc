import { Badge, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import type { AdminUser } from './api.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { banEndTime, banState } from './ban-state.ts';

const LOOK = {
  active: { color: 'teal', label: 'moderation.users.active' },
  banned: { color: 'red', label: 'moderation.users.banned' },
  expired: { color: 'gray', label: 'moderation.users.expired' },
} as const;

/**
 * Active, Banned or Expired. Hovering (or focusing) a ban shows when it ends and why; screen
 * readers get the same details with the badge.
 */
export function BanStatusBadge({ user }: { user: AdminUser }) {
  const t = useMessages('moderation');
  const format = useFormat();
  const state = banState(user);
  const { color } = LOOK[state];
  const label = t(LOOK[state].label);
  if (state !== 'banned') {
    return (
      <Badge color={color} variant="dot">
        {label}
      </Badge>
    );
  }
  const end = banEndTime(format, user.banExpiresAt);
  const until = end
    ? t('moderation.users.bannedUntil', { end })
    : t('moderation.users.bannedUntilPermanent');
  const reason = t('moderation.users.banReason', { reason: user.banReason ?? '' });
  return (
    <Tooltip
      withArrow
      multiline
      maw={280}
      events={{ hover: true, focus: true, touch: true }}
      label={
        <Stack gap={2}>
          <Text size="xs" fw={700} inherit>
            {until}
          </Text>
          <Text size="xs" inherit>
            {reason}
          </Text>
        </Stack>
      }
    >
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'help' }}>
        <Badge color={color} variant="filled">
          {label}
        </Badge>
        <VisuallyHidden>
          {until}. {reason}
        </VisuallyHidden>
      </span>
    </Tooltip>
  );
}
