import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { MessageResponse } from '#contracts/common.ts';
import type { SupportersResponse } from '#contracts/donations.ts';
import { SUPPORTERS_PAGE_SIZE } from '#contracts/donations.constants.ts';
import { api } from '#web/lib/api-client.ts';

export type { Supporter } from '#contracts/donations.ts';

export const supporterKeys = {
  ofCase: (caseId: string) => ['donations', 'supporters', caseId] as const,
};

/** A case's supporters, most recent first, ten at a time (show more); the server draws the first. */
export const supportersQueryOptions = (caseId: string) =>
  infiniteQueryOptions({
    queryKey: supporterKeys.ofCase(caseId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<SupportersResponse>(`/api/donation/case/${encodeURIComponent(caseId)}/supporters`, {
        query: { startIndex: pageParam, limit: SUPPORTERS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.supporters.length, 0);
      return loaded < lastPage.totalSupporters ? lastPageParam + SUPPORTERS_PAGE_SIZE : undefined;
    },
  });

export function useSupporters(caseId: string) {
  return useInfiniteQuery(supportersQueryOptions(caseId));
}

/** An admin hides a supporter's public message; the list is read again. */
export function useHideSupporterMessage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supporterId: string) =>
      api.post<MessageResponse>(
        `/api/donation/case/${encodeURIComponent(caseId)}/supporters/${encodeURIComponent(supporterId)}/hide`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supporterKeys.ofCase(caseId) }),
  });
}

/** Where an admin downloads a case's transactions as CSV (the session cookie signs it). */
export const transactionsCsvUrl = (caseId: string) =>
  `/api/donation/transactions/${encodeURIComponent(caseId)}/csv`;
