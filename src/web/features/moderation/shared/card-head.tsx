import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { avatarSource } from '#web/lib/image-sources.ts';

/**
 * The top of a list's card on phones: its picture (a cover, an avatar) beside its title and the
 * lines under it. `fill` lets the lines take the card's whole width.
 */
export function CardHead({
  media,
  fill = false,
  children,
}: {
  media: ReactNode;
  fill?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {media}
      <Stack gap={2} style={fill ? { minWidth: 0, flex: 1 } : { minWidth: 0 }}>
        {children}
      </Stack>
    </Group>
  );
}

/** A member's card head: their avatar beside their name, their e-mail and a dated line. */
export function PersonCardHead({
  picture,
  name,
  email,
  dateLine,
  fill,
}: {
  picture: string | null | undefined;
  name: ReactNode;
  email: string | undefined;
  /** "Joined 3 Mar 2026", "Asked 3 Mar 2026". */
  dateLine: ReactNode;
  fill?: boolean;
}) {
  return (
    <CardHead
      media={<Avatar src={avatarSource(picture, 44)} alt="" size={44} radius="xl" />}
      fill={fill}
    >
      {name}
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {email}
      </Text>
      <Text size="xs" c="dimmed">
        {dateLine}
      </Text>
    </CardHead>
  );
}
