import { Stack, Text } from '@mantine/core';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import type { PublisherRequest } from '#contracts/publisher-requests.ts';
import type { Story } from '#contracts/stories.ts';
import {
  useDecidePublisherRequest,
  useReviewNarrative,
  type Decision,
  type DecisionCallbacks,
  type DecisionVariables,
} from './api.ts';
import { RejectionReasonField } from './rejection-reason-field.tsx';
import { showErrorToast } from '#web/components/error-toast.ts';

const SUCCESS_TOAST_MS = 2000;

/** A decision mutation of `api.ts`: it takes the row out of its list itself. */
interface DecisionMutation<T> {
  mutate: (variables: DecisionVariables<T>) => void;
  isPending: boolean;
  variables?: { row: T };
}

interface DecisionOptions<T> {
  confirmTitle: (decision: Decision) => string;
  confirmText: (row: T, decision: Decision) => ReactNode;
  decidedMessage: (row: T, decision: Decision) => ReactNode;
  /** A rejection may carry a reason for the author or applicant: who it is shown to, and where. */
  asksReasonOnReject?: { label: string; shownWhere: string };
}

export interface DecisionControls<T> {
  confirm: (row: T, decision: Decision) => void;
  /** The row a decision is being sent for. */
  busyId: string | undefined;
}

/** The toasts after a decision: what was decided, or why it failed. */
function decisionToasts<T>(options: DecisionOptions<T>): DecisionCallbacks<T> {
  return {
    onSuccess: (_answer, { row, decision }) =>
      notifications.show({
        color: decision === 'approved' ? 'teal' : 'gray',
        message: options.decidedMessage(row, decision),
        autoClose: SUCCESS_TOAST_MS,
      }),
    onError: (error) => {
      console.warn('Decision failed', error);
      showErrorToast(errorMessage(error));
    },
  };
}

/**
 * Approve or reject a pending row after confirmation. The row leaves the list and the count
 * drops by one; the admin counters of the menu load again.
 */
function decisionControls<T extends { _id: string }>(
  mutation: DecisionMutation<T>,
  options: DecisionOptions<T>,
): DecisionControls<T> {
  const confirm = (row: T, decision: Decision) => {
    const reasonField = decision === 'rejected' ? options.asksReasonOnReject : undefined;
    const asksReason = reasonField !== undefined;
    let reason = '';
    const question = <Text size="sm">{options.confirmText(row, decision)}</Text>;
    openConfirm({
      title: options.confirmTitle(decision),
      children: asksReason ? (
        <Stack gap="md">
          {question}
          <RejectionReasonField {...reasonField} onChange={(value) => (reason = value)} />
        </Stack>
      ) : (
        question
      ),
      labels: { confirm: decision === 'approved' ? 'Approve' : 'Reject', cancel: 'Cancel' },
      confirmProps: { color: decision === 'approved' ? 'teal.9' : 'red' },
      onConfirm: () => mutation.mutate(asksReason ? { row, decision, reason } : { row, decision }),
    });
  };

  return {
    confirm,
    busyId: mutation.isPending ? mutation.variables?.row._id : undefined,
  };
}

const requester = (request: PublisherRequest) => request.userId?.username ?? 'this user';

const PUBLISHER_REQUEST_DECISION: DecisionOptions<PublisherRequest> = {
  confirmTitle: (decision) =>
    decision === 'approved' ? 'Approve publisher request' : 'Reject publisher request',
  confirmText: (request, decision) =>
    decision === 'approved'
      ? `Approve the request of ${requester(request)}? They will be able to write posts and share narratives.`
      : `Reject the request of ${requester(request)}? They will be told, with your reason if you give one, and may ask again later.`,
  decidedMessage: (request, decision) =>
    decision === 'approved'
      ? `${requester(request)} is now a publisher`
      : `The request of ${requester(request)} was rejected`,
  asksReasonOnReject: {
    label: 'Reason for the applicant (optional)',
    shownWhere: 'on their Become a Publisher button and in their notification',
  },
};

export function usePublisherRequestDecision() {
  const mutation = useDecidePublisherRequest(decisionToasts(PUBLISHER_REQUEST_DECISION));
  return decisionControls(mutation, PUBLISHER_REQUEST_DECISION);
}

const NARRATIVE_DECISION: DecisionOptions<Story> = {
  confirmTitle: (decision) => (decision === 'approved' ? 'Approve narrative' : 'Reject narrative'),
  confirmText: (story, decision) =>
    decision === 'approved'
      ? `Approve “${story.title}”? It will be published on the narratives page.`
      : `Reject “${story.title}”? It will not be published. The author will be told, with your reason if you give one.`,
  decidedMessage: (story, decision) =>
    decision === 'approved' ? `“${story.title}” is published` : `“${story.title}” was rejected`,
  asksReasonOnReject: {
    label: 'Reason for the author (optional)',
    shownWhere: 'in My Narratives and in their notification',
  },
};

export function useNarrativeDecision() {
  const mutation = useReviewNarrative(decisionToasts(NARRATIVE_DECISION));
  return decisionControls(mutation, NARRATIVE_DECISION);
}
