import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshCurrentUser } from '#web/api/auth.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import {
  decidePublisherRequest,
  moderationKeys,
  removeRow,
  setStoryStatus,
  type Decision,
  type PublisherRequest,
  type Story,
} from '#web/api/moderation.ts';
import { refreshModerationViews } from './shared/refresh-moderation-views.ts';

const SUCCESS_TOAST_MS = 2000;

/** 404 and 409: someone else decided first, or the row is gone; either way it is not pending. */
const isNoLongerPending = (error: unknown) =>
  isApiError(error) && (error.statusCode === 404 || error.statusCode === 409);

interface DecisionOptions<T> {
  listKey: QueryKey;
  decide: (row: T, decision: Decision) => Promise<unknown>;
  confirmTitle: (decision: Decision) => string;
  confirmText: (row: T, decision: Decision) => ReactNode;
  decidedMessage: (row: T, decision: Decision) => ReactNode;
  afterDecision?: (row: T, decision: Decision) => void;
}

export interface DecisionControls<T> {
  confirm: (row: T, decision: Decision) => void;
  /** The row a decision is being sent for. */
  busyId: string | undefined;
}

/**
 * Approve or reject a pending row after confirmation. The row leaves the list and the count
 * drops by one; the admin counters of the menu load again.
 */
function useDecision<T extends { _id: string }>(options: DecisionOptions<T>): DecisionControls<T> {
  const queryClient = useQueryClient();
  const leaveList = (row: T) => {
    removeRow(queryClient, options.listKey, row._id);
    refreshModerationViews(queryClient);
  };

  const mutation = useMutation({
    mutationFn: ({ row, decision }: { row: T; decision: Decision }) =>
      options.decide(row, decision),
    onSuccess: (_result, { row, decision }) => {
      leaveList(row);
      notifications.show({
        color: decision === 'approved' ? 'teal' : 'gray',
        message: options.decidedMessage(row, decision),
        autoClose: SUCCESS_TOAST_MS,
      });
      options.afterDecision?.(row, decision);
    },
    onError: (error, { row }) => {
      console.warn('Decision failed', error);
      if (isNoLongerPending(error)) leaveList(row);
      notifications.show({ color: 'red', message: errorMessage(error) });
    },
  });

  const confirm = (row: T, decision: Decision) =>
    modals.openConfirmModal({
      title: options.confirmTitle(decision),
      children: <Text size="sm">{options.confirmText(row, decision)}</Text>,
      labels: { confirm: decision === 'approved' ? 'Approve' : 'Reject', cancel: 'Cancel' },
      confirmProps: { color: decision === 'approved' ? 'teal.9' : 'red' },
      onConfirm: () => mutation.mutate({ row, decision }),
    });

  return {
    confirm,
    busyId: mutation.isPending ? mutation.variables?.row._id : undefined,
  };
}

const requester = (request: PublisherRequest) => request.userId?.username ?? 'this user';

export function usePublisherRequestDecision() {
  return useDecision<PublisherRequest>({
    listKey: moderationKeys.publisherRequests,
    decide: (request, decision) => decidePublisherRequest(request._id, decision),
    confirmTitle: (decision) =>
      decision === 'approved' ? 'Approve publisher request' : 'Reject publisher request',
    confirmText: (request, decision) =>
      decision === 'approved'
        ? `Approve the request of ${requester(request)}? They will be able to write posts and share narratives.`
        : `Reject the request of ${requester(request)}? They will be told, and may ask again later.`,
    decidedMessage: (request, decision) =>
      decision === 'approved'
        ? `${requester(request)} is now a publisher`
        : `The request of ${requester(request)} was rejected`,
    // The spec reloads the admin's own record after a decision; a failure is only logged.
    afterDecision: (_request, decision) => {
      if (decision !== 'approved') return;
      refreshCurrentUser().catch((error: unknown) => console.warn('User refresh failed', error));
    },
  });
}

export function useNarrativeDecision() {
  return useDecision<Story>({
    listKey: moderationKeys.pendingStories,
    decide: (story, decision) => setStoryStatus(story._id, decision),
    confirmTitle: (decision) =>
      decision === 'approved' ? 'Approve narrative' : 'Reject narrative',
    confirmText: (story, decision) =>
      decision === 'approved'
        ? `Approve “${story.title}”? It will be published on the narratives page.`
        : `Reject “${story.title}”? It will not be published.`,
    decidedMessage: (story, decision) =>
      decision === 'approved' ? `“${story.title}” is published` : `“${story.title}” was rejected`,
  });
}
