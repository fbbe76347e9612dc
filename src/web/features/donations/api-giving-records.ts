import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { endpointPath } from '#contracts/endpoint.ts';
// Types and plain constants only: the zod schema loads with the form that validates.
import type { RecordsLinkInput } from '#contracts/giving-records.ts';
import { DONOR_GIFTS_PAGE_SIZE } from '#contracts/giving-records.constants.ts';
import * as records from '#contracts/giving-records.endpoints.ts';
import { buildUrl, call } from '#web/lib/api-client.ts';
import { startIndexPages } from '#web/lib/paging.ts';
import { useAppStore } from '#web/state/app-store.ts';

export type { DonorGift } from '#contracts/giving-records.ts';

export const givingRecordKeys = {
  /** The signed-in member's record, or the one a mailed link opens. */
  record: (reader: string) => ['donations', 'giving-record', reader] as const,
};

/**
 * A donor's own record, ten gifts at a time (show more): the signed-in member's, or with
 * `token` the record of the address a mailed link names.
 */
export function useGivingRecord(token: string | null) {
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  return useInfiniteQuery(
    startIndexPages({
      queryKey: givingRecordKeys.record(token ? `link:${token}` : `member:${viewerId}`),
      pageSize: DONOR_GIFTS_PAGE_SIZE,
      fetchPage: (page, signal) =>
        call(records.mine, { query: { ...page, token: token ?? undefined }, signal }),
      rowsOf: (page) => page.gifts,
      totalOf: (page) => page.totalGifts,
    }),
  );
}

/** Asks for a link to an address's giving record by e-mail; the answer is the same for any. */
export function useRequestRecordsLink() {
  return useMutation({
    mutationFn: (input: RecordsLinkInput) => call(records.recordsLink, { body: input }),
  });
}

/** Where a year's statement opens (HTML) and downloads (PDF); the session or the link signs it. */
export function statementUrls(year: number, token: string | null) {
  const query = token ? { token } : undefined;
  return {
    html: buildUrl(endpointPath(records.statementHtml.path, { year }), query),
    pdf: buildUrl(endpointPath(records.statementPdf.path, { year }), query),
  };
}
