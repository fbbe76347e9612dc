import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
// Types and plain constants only: the zod schemas load with the forms that validate.
import {
  EVIDENCE_MAX_BYTES,
  LEDGER_PAGE_SIZE,
  UPDATE_DUE_PAGE_SIZE,
} from '#contracts/ledger.constants.ts';
import type { DisbursementInput, LedgerResponse } from '#contracts/ledger.ts';
import * as ledger from '#contracts/ledger.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { uploadFile } from '#web/lib/uploads.ts';
import { startIndexPages } from '#web/lib/paging.ts';

export type { LedgerEntry, LedgerPoint, LedgerTotals, NearbyUpdate } from '#contracts/ledger.ts';

export const ledgerKeys = {
  entries: (caseId: string) => ['donations', 'ledger', caseId] as const,
  series: (caseId: string) => ['donations', 'ledger-series', caseId] as const,
  updateDue: (page: number) => ['donations', 'update-due', page] as const,
};

/** A case's money trail, newest first, a page at a time (show more); the server draws the first. */
export const ledgerQueryOptions = (caseId: string) =>
  startIndexPages({
    queryKey: ledgerKeys.entries(caseId),
    pageSize: LEDGER_PAGE_SIZE,
    fetchPage: (query, signal) => call(ledger.page, { params: { id: caseId }, query, signal }),
    rowsOf: (page: LedgerResponse) => page.entries,
    totalOf: (page) => page.totalEntries,
  });

export function useLedger(caseId: string) {
  return useInfiniteQuery(ledgerQueryOptions(caseId));
}

/** The chart's points: in the page's first HTML (the server draws them), like its entries. */
export const ledgerSeriesQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: ledgerKeys.series(caseId),
    queryFn: ({ signal }) => call(ledger.series, { params: { id: caseId }, signal }),
  });

/** The chart's points, once the section comes near the screen (at once if the server drew them). */
export function useLedgerSeries(caseId: string, enabled: boolean) {
  return useQuery({ ...ledgerSeriesQueryOptions(caseId), enabled });
}

/** Any ledger write moves the case's totals, its trail and its chart: all are read again. */
function useRefreshCaseMoney() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['donations'] });
}

/** An admin records money paid out of a case, with its evidence. */
export function useRecordDisbursement(caseId: string) {
  const refresh = useRefreshCaseMoney();
  return useMutation({
    mutationFn: (body: DisbursementInput) =>
      call(ledger.disburse, { params: { id: caseId }, body }),
    onSuccess: refresh,
  });
}

/** An admin corrects a mistaken disbursement with a reversing entry and its reason. */
export function useReverseLedgerEntry(caseId: string) {
  const refresh = useRefreshCaseMoney();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
      call(ledger.reverse, { params: { id: caseId, entryId }, body: { reason } }),
    onSuccess: refresh,
  });
}

/**
 * Uploads one evidence file (an image or a PDF) and answers the URL a disbursement cites;
 * `texts` are the failures' words in the page's language.
 */
export const uploadEvidence = (
  file: File,
  texts: { tooLarge: string; failed: string },
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) =>
  uploadFile(
    {
      endpoint: ledger.uploadEvidence,
      field: 'file',
      maxBytes: EVIDENCE_MAX_BYTES,
      ...texts,
    },
    file,
    onProgress,
    signal,
  );

/** Cases owed an update on a disbursement (admins), ten per page. */
export function useUpdateDueCases(page: number) {
  return useQuery({
    queryKey: ledgerKeys.updateDue(page),
    queryFn: ({ signal }) =>
      call(ledger.updateDue, {
        query: { startIndex: (page - 1) * UPDATE_DUE_PAGE_SIZE, limit: UPDATE_DUE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
