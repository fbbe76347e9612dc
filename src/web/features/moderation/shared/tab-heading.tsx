import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dashboard tab's heading with the dimmed line under it: what the tab holds, or how many. No
 * line while `children` is empty (false, null: a count not known yet).
 */
export function TabHeading({
  title,
  children,
  ...line
}: {
  title: ReactNode;
  children?: ReactNode;
  /** A count that changes as the list loads is announced. */
  role?: 'status';
  'aria-live'?: 'polite';
}) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      {children !== undefined && children !== null && children !== false && (
        <Text c="dimmed" size="sm" {...line}>
          {children}
        </Text>
      )}
    </div>
  );
}
