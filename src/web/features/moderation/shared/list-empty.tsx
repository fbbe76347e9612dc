import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

/** An empty dashboard list: an icon, the spec's title and text, and maybe a way forward. */
export function ListEmpty({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState
      py="xl"
      icon={icon}
      withIndicatorBackground
      title={title}
      description={description}
      role="status"
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
