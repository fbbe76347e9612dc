import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  PublisherRequest,
  PublisherRequestDecided,
  PublisherRequestDecision,
  PublisherRequestInput,
} from '#contracts/publisher-requests.ts';
import * as publisherRequests from '#contracts/publisher-requests.endpoints.ts';
import { PUBLISHER_REQUESTS_PAGE_SIZE } from '#contracts/publisher-requests.constants.ts';
import type { Story } from '#contracts/stories.ts';
import * as storyEndpoints from '#contracts/stories.endpoints.ts';
import { STORIES_PAGE_SIZE } from '#contracts/stories.constants.ts';
import { call, isApiError } from '#web/lib/api-client.ts';
import { refreshCurrentUser } from '#web/features/auth/api.ts';
import {
  moderationKeys,
  refreshModerationViews,
  removeRow,
  type MutationCallbacks,
} from './api-cache.ts';
import { usePagedList } from './api-paged-list.ts';

/** Publisher requests and narrative approvals: the pending lists and the admin's decisions. */

export type Decision = PublisherRequestDecision['status'];

export function usePublisherRequests() {
  return usePagedList<PublisherRequest>(
    moderationKeys.publisherRequests,
    PUBLISHER_REQUESTS_PAGE_SIZE,
    async (startIndex, signal) => {
      const { requests, totalRequests } = await call(publisherRequests.list, {
        query: { status: 'pending', startIndex, limit: PUBLISHER_REQUESTS_PAGE_SIZE },
        signal,
      });
      return { items: requests, total: totalRequests };
    },
  );
}

export function usePendingStories() {
  return usePagedList<Story>(
    moderationKeys.pendingStories,
    STORIES_PAGE_SIZE,
    async (startIndex, signal) => {
      const { stories, totalPendingStories } = await call(storyEndpoints.pending, {
        query: { startIndex, limit: STORIES_PAGE_SIZE },
        signal,
      });
      return { items: stories, total: totalPendingStories };
    },
  );
}

/** 404 and 409: someone else decided first, or the row is gone; either way it is not pending. */
export const isNoLongerPending = (error: unknown) =>
  isApiError(error) && (error.statusCode === 404 || error.statusCode === 409);

/**
 * A decision on a pending row: once made (or found already made elsewhere) the row leaves the
 * list, its count drops by one and the menu's counters load again.
 */
export interface DecisionVariables<T> {
  row: T;
  decision: Decision;
  /** Why a narrative was rejected, for its author (optional). */
  reason?: string;
}

export type DecisionCallbacks<T> = MutationCallbacks<unknown, DecisionVariables<T>>;

function useDecision<T extends { _id: string }, Answer>(
  listKey: QueryKey,
  decide: (row: T, decision: Decision, reason?: string) => Promise<Answer>,
  callbacks: DecisionCallbacks<T> & { afterDecision?: (decision: Decision) => void },
) {
  const queryClient = useQueryClient();
  const leaveList = (row: T) => {
    removeRow(queryClient, listKey, row._id);
    refreshModerationViews(queryClient);
  };
  return useMutation({
    mutationFn: ({ row, decision, reason }: DecisionVariables<T>) => decide(row, decision, reason),
    onSuccess: (answer, variables) => {
      leaveList(variables.row);
      callbacks.onSuccess?.(answer, variables);
      callbacks.afterDecision?.(variables.decision);
    },
    onError: (error, variables) => {
      if (isNoLongerPending(error)) leaveList(variables.row);
      callbacks.onError?.(error, variables);
    },
  });
}

export function useDecidePublisherRequest(callbacks: DecisionCallbacks<PublisherRequest> = {}) {
  return useDecision<PublisherRequest, PublisherRequestDecided>(
    moderationKeys.publisherRequests,
    (request, status, reason) =>
      call(publisherRequests.decide, {
        body: {
          requestId: request._id,
          status,
          ...(status === 'rejected' && reason?.trim() ? { reason: reason.trim() } : {}),
        },
      }),
    {
      ...callbacks,
      // The spec reloads the admin's own record after an approval; a failure is only logged.
      afterDecision: (decision) => {
        if (decision !== 'approved') return;
        refreshCurrentUser().catch((error: unknown) => console.warn('User refresh failed', error));
      },
    },
  );
}

export function useReviewNarrative(callbacks: DecisionCallbacks<Story> = {}) {
  return useDecision<Story, Story>(
    moderationKeys.pendingStories,
    (story, status, reason) =>
      call(storyEndpoints.review, {
        params: { id: story._id },
        body: {
          status,
          ...(status === 'rejected' && reason?.trim() ? { reason: reason.trim() } : {}),
        },
      }),
    callbacks,
  );
}

/** A member asks to become a publisher; the server answers the spec's messages on refusal. */
export const requestPublisherAccess = (request: PublisherRequestInput) =>
  call(publisherRequests.request, { body: request });

export function useRequestPublisherAccess() {
  return useMutation({ mutationFn: requestPublisherAccess });
}
