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
    <EmptyState py="xl" icon={icon} withIndicatorBackground role="status">
      {/* A heading under the tab's own, so the empty state is found like any section. */}
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      {description && <EmptyState.Description>{description}</EmptyState.Description>}
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
