import { useInfiniteQuery } from '@tanstack/react-query';
import { RECONCILIATION_PAGE_SIZE } from '#contracts/reconciliation.constants.ts';
import * as reconciliation from '#contracts/reconciliation.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

/** The open disagreements between the ledger and Stripe (admins), a page at a time. */
export function useReconciliationWarnings() {
  return useInfiniteQuery({
    queryKey: ['donations', 'reconciliation'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(reconciliation.warnings, {
        query: { startIndex: pageParam, limit: RECONCILIATION_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.totalItems ? loaded : undefined;
    },
  });
}
