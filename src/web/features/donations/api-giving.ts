import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '#contracts/endpoint.ts';
import { SUPPORTERS_PAGE_SIZE } from '#contracts/donations.constants.ts';
import * as donations from '#contracts/donations.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { startIndexPages } from '#web/lib/paging.ts';
import type { SupportersResponse } from '#contracts/donations.ts';

export type { Supporter } from '#contracts/donations.ts';

export const supporterKeys = {
  ofCase: (caseId: string) => ['donations', 'supporters', caseId] as const,
};

/** A case's supporters, most recent first, ten at a time (show more); the server draws the first. */
export const supportersQueryOptions = (caseId: string) =>
  startIndexPages({
    queryKey: supporterKeys.ofCase(caseId),
    pageSize: SUPPORTERS_PAGE_SIZE,
    fetchPage: (query, signal) =>
      call(donations.supporters, { params: { id: caseId }, query, signal }),
    rowsOf: (page: SupportersResponse) => page.supporters,
    totalOf: (page) => page.totalSupporters,
  });

export function useSupporters(caseId: string) {
  return useInfiniteQuery(supportersQueryOptions(caseId));
}

/** An admin hides a supporter's public message; the list is read again. */
export function useHideSupporterMessage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supporterId: string) =>
      call(donations.hideSupporterMessage, { params: { id: caseId, supporterId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supporterKeys.ofCase(caseId) }),
  });
}

/** Where an admin downloads a case's transactions as CSV (the session cookie signs it). */
export const transactionsCsvUrl = (caseId: string) =>
  endpointPath(donations.transactionsCsv.path, { caseId });
