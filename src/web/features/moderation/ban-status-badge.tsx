import { Badge, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { AdminUser } from './api.ts';
import { banEndLabel, banState } from './ban-state.ts';

const LOOK = {
  active: { color: 'teal', label: 'Active' },
  banned: { color: 'red', label: 'Banned' },
  expired: { color: 'gray', label: 'Expired' },
} as const;

/**
 * Active, Banned or Expired. Hovering (or focusing) a ban shows when it ends and why; screen
 * readers get the same details with the badge.
 */
export function BanStatusBadge({ user }: { user: AdminUser }) {
  const state = banState(user);
  const { color, label } = LOOK[state];
  if (state !== 'banned') {
    return (
      <Badge color={color} variant="dot">
        {label}
      </Badge>
    );
  }
  const until = `Until: ${banEndLabel(user.banExpiresAt)}`;
  const reason = `Reason: ${user.banReason ?? ''}`;
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
