import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
// Types and plain constants only: the zod schemas load with the forms that validate.
import { TOTAL_COUNT_HEADER } from '#contracts/common.constants.ts';
import type {
  CasesResponse,
  CreateCaseInput,
  DeleteCaseResponse,
  DonationCase,
  DonationInput,
  ReceivePledgeInput,
  Transaction,
  UpdateCaseInput,
} from '#contracts/donations.ts';
import { ADMIN_DONATIONS_PAGE_SIZE } from '#contracts/donations.constants.ts';
import * as donations from '#contracts/donations.endpoints.ts';
import { call, callWithHeaders, FALLBACK_ERROR_MESSAGE, isApiError } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { DONATIONS_PAGE_SIZE as PUBLIC_PAGE_SIZE } from '#contracts/donations.constants.ts';
import { startIndexPages } from '#web/lib/paging.ts';

export type { DonationCase, Transaction } from '#contracts/donations.ts';
export * from './api-case-updates.ts';
export * from './api-monthly.ts';

export { PUBLIC_PAGE_SIZE };
/** The spec's page size of a case's transactions. */
const TRANSACTIONS_PAGE_SIZE = 50;

/** The ids of the feature's shared messages (`donations` namespace), drawn with `t`. */
export const MESSAGES = {
  fetchCases: 'donations.error.fetchCases',
  loadMore: 'donations.error.loadMore',
  fetchCase: 'donations.error.fetchCase',
  caseNotFound: 'donations.error.caseNotFound',
  fetchTransactions: 'donations.error.fetchTransactions',
  deleteCase: 'donations.error.deleteCase',
  donation: 'donations.error.donation',
  noActiveCases: 'donations.list.noActiveCases',
  caseEnded: 'donations.case.ended',
} as const;

/** A page of a case's donations, with how many there are (the X-Total-Count header). */
interface TransactionsPage {
  transactions: Transaction[];
  totalTransactions: number;
}

const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

// Admins may read inactive and archived cases, so the viewer is part of each key.
export const donationKeys = {
  all: ['donations'] as const,
  activeCases: (viewerId: string | null) => ['donations', 'cases', 'active', viewerId] as const,
  allCases: (viewerId: string | null, page: number) =>
    ['donations', 'cases', 'all', viewerId, page] as const,
  case: (id: string, viewerId: string | null) => ['donations', 'case', id, viewerId] as const,
  transactions: (caseId: string) => ['donations', 'transactions', caseId] as const,
  checkout: (sessionId: string) => ['donations', 'checkout', sessionId] as const,
};

/** The error text to show: the server's own message, else the spec's fallback for the call. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    return error.statusCode > 0 && error.message && error.message !== FALLBACK_ERROR_MESSAGE
      ? error.message
      : fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A malformed id (400) or an unknown, inactive or archived case (404) is "not found". */
export const isMissingCase = (error: unknown) =>
  isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

/** Active cases for everyone, six at a time (load more). */
export const activeCasesQueryOptions = (viewerId: string | null) =>
  startIndexPages({
    queryKey: donationKeys.activeCases(viewerId),
    pageSize: PUBLIC_PAGE_SIZE,
    fetchPage: (query, signal) => call(donations.cases, { query, signal }),
    rowsOf: (page: CasesResponse) => page.donationCases,
    totalOf: (page) => page.totalCases,
    untilShortPage: true,
  });

export function useActiveCases() {
  return useInfiniteQuery(activeCasesQueryOptions(useViewerId()));
}

/** Every case, archived ones included, ten per page (admins). */
export function useAllCases(page: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: donationKeys.allCases(viewerId, page),
    queryFn: ({ signal }) =>
      call(donations.cases, {
        query: {
          active: 'all',
          startIndex: (page - 1) * ADMIN_DONATIONS_PAGE_SIZE,
          limit: ADMIN_DONATIONS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const donationCaseQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: donationKeys.case(id, viewerId),
    queryFn: ({ signal }) => call(donations.get, { params: { id }, signal }),
  });

export function useDonationCase(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...donationCaseQueryOptions(id, useViewerId()), enabled: options.enabled });
}

/** How often the success page asks whether Stripe's webhook has confirmed the gift. */
const CHECKOUT_POLL_MS = 2000;
/** It stops asking after two minutes; the page then says the confirmation is late. */
export const CHECKOUT_POLL_LIMIT_MS = 120_000;

/**
 * A Stripe Checkout gift as the success page shows it, asked again every 2 s while it is
 * pending (the webhook usually arrives within seconds), for at most two minutes.
 */
export function useCheckoutStatus(sessionId: string | null, startedAt: number) {
  return useQuery({
    queryKey: donationKeys.checkout(sessionId ?? ''),
    queryFn: ({ signal }) =>
      call(donations.checkout, { params: { sessionId: sessionId ?? '' }, signal }),
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < CHECKOUT_POLL_LIMIT_MS
        ? CHECKOUT_POLL_MS
        : false,
  });
}

/** A case's donations with the donors' details, newest first (admins). */
export function useTransactions(caseId: string) {
  return useInfiniteQuery({
    ...startIndexPages({
      queryKey: donationKeys.transactions(caseId),
      pageSize: TRANSACTIONS_PAGE_SIZE,
      fetchPage: async (query, signal): Promise<TransactionsPage> => {
        const { data, headers } = await callWithHeaders(donations.transactions, {
          params: { caseId },
          query,
          signal,
        });
        return { transactions: data, totalTransactions: Number(headers.get(TOTAL_COUNT_HEADER)) };
      },
      rowsOf: (page) => page.transactions,
      totalOf: (page) => page.totalTransactions,
    }),
    // Donations arrive while the list is open: always ask again when it opens.
    staleTime: 0,
  });
}

/** Any change to a case or its donations: every case list, case and total is fetched again. */
function useRefreshDonations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: donationKeys.all });
}

/**
 * One donation. The Idempotency-Key makes a retry of the same attempt (a lost answer, a double
 * click) answer the first donation instead of giving twice.
 */
export function useDonate() {
  const refreshDonations = useRefreshDonations();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: DonationInput; idempotencyKey: string }) =>
      call(donations.donate, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (response) => {
      // A pledge (no payment page) is recorded at once: the case's pledged amount changed.
      if (!response.checkoutUrl) void refreshDonations();
    },
  });
}

export function useCreateCase() {
  const refreshDonations = useRefreshDonations();
  return useMutation({
    mutationFn: (input: CreateCaseInput) => call(donations.create, { body: input }),
    onSuccess: refreshDonations,
  });
}

export function useUpdateCase() {
  const refreshDonations = useRefreshDonations();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCaseInput }) =>
      call(donations.update, { params: { id }, body: input }),
    onSuccess: refreshDonations,
  });
}

type DeleteCaseCallbacks = Pick<
  UseMutationOptions<DeleteCaseResponse, Error, DonationCase>,
  'onSuccess' | 'onError'
>;

/**
 * Deletes a case, or archives it when it has donations (the answer says which). The callbacks
 * are the hook's own, so each of several deletions under way reports its end.
 */
export function useDeleteCase({ onSuccess, onError }: DeleteCaseCallbacks = {}) {
  const refreshDonations = useRefreshDonations();
  return useMutation({
    mutationFn: (donationCase: DonationCase) =>
      call(donations.remove, { params: { id: donationCase._id } }),
    onSuccess: (...args) => {
      void onSuccess?.(...args);
      void refreshDonations();
    },
    onError,
  });
}

export * from './api-giving.ts';

/** An admin records a pledge's money as received: the case's raised amount and receipts move. */
export function useReceivePledge() {
  const refreshDonations = useRefreshDonations();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceivePledgeInput }) =>
      call(donations.receivePledge, { params: { id }, body }),
    onSuccess: refreshDonations,
  });
}

/** An admin marks a pledge as never paid: it leaves the case's pledged amount. */
export function useLapsePledge() {
  const refreshDonations = useRefreshDonations();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(donations.lapsePledge, { params: { id }, body: { reason } }),
    onSuccess: refreshDonations,
  });
}
export * from './api-ledger.ts';
