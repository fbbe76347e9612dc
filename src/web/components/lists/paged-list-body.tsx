import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { ListError } from './list-error.tsx';
import { ShowMorePages } from './show-more-button.tsx';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Where a dashboard's paged list stands: a loader on the first load, the failure with a retry
 * when nothing came, its empty state, or its rows (`children`) above Show More.
 */
export function PagedListBody({
  query,
  rowCount,
  loadingLabel,
  failureMessage,
  empty,
  dimsStaleRows = false,
  children,
}: {
  query: PagedQuery;
  rowCount: number;
  loadingLabel: string;
  failureMessage: string;
  empty: ReactNode;
  /** Dims the rows while they are the last filters' answer and the new one loads. */
  dimsStaleRows?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <CenteredLoader label={loadingLabel} />;
  if (query.isError && rowCount === 0) {
    return <ListError message={failureMessage} onRetry={() => void query.refetch()} />;
  }
  if (rowCount === 0) return empty;
  return (
    <Stack
      gap="md"
      style={dimsStaleRows ? { opacity: query.isPlaceholderData ? 0.6 : 1 } : undefined}
    >
      {children}
      <ShowMorePages query={query} />
    </Stack>
  );
}
