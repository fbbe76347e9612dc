import type { ReactNode } from 'react';
import { ListError } from './list-error.tsx';
import { ListLoading } from './list-loading.tsx';

/**
 * What a list shows before it has rows: its loading line on the first load, or the failure with
 * a retry when nothing came; null once there is something (or nothing) to show.
 */
export function listFirstLoad(
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> },
  rowCount: number,
  texts: { loading: string; failure: string },
): ReactNode {
  if (query.isPending) return <ListLoading text={texts.loading} />;
  if (query.isError && rowCount === 0) {
    return <ListError message={texts.failure} onRetry={() => void query.refetch()} />;
  }
  return null;
}
