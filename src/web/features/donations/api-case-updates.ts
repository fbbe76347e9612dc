import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateCaseUpdateInput } from '#contracts/case-updates.ts';
import { CASE_UPDATES_PAGE_SIZE } from '#contracts/case-updates.constants.ts';
import * as caseUpdates from '#contracts/case-updates.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

export type { CaseUpdate } from '#contracts/case-updates.ts';
export { CASE_UPDATES_PAGE_SIZE };

const caseUpdateKeys = {
  ofCase: (caseId: string) => ['donations', 'updates', caseId] as const,
  page: (caseId: string, page: number) => ['donations', 'updates', caseId, page] as const,
};

/** One page of a case's updates, newest first; the page number starts at 1. */
export const caseUpdatesQueryOptions = (caseId: string, page: number) =>
  queryOptions({
    queryKey: caseUpdateKeys.page(caseId, page),
    queryFn: ({ signal }) =>
      call(caseUpdates.list, {
        params: { id: caseId },
        query: { startIndex: (page - 1) * CASE_UPDATES_PAGE_SIZE, limit: CASE_UPDATES_PAGE_SIZE },
        signal,
      }),
  });

export function useCaseUpdates(caseId: string, page: number) {
  return useQuery({ ...caseUpdatesQueryOptions(caseId, page), placeholderData: keepPreviousData });
}

/** An admin posts an update; every page of the case's updates is fetched again. */
export function usePostCaseUpdate(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCaseUpdateInput) =>
      call(caseUpdates.post, { params: { id: caseId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseUpdateKeys.ofCase(caseId) }),
  });
}
