import { Stack, Text } from '@mantine/core';
import type { Values } from '@lingui/core';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#web/lib/api-client.ts';
import type { PublisherRequest } from '#contracts/publisher-requests.ts';
import type { Story } from '#contracts/stories.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import {
  useDecidePublisherRequest,
  useReviewNarrative,
  type Decision,
  type DecisionCallbacks,
  type DecisionVariables,
} from './api.ts';
import { RejectionReasonField } from './rejection-reason-field.tsx';
import { ApproveRejectButtons } from './requests-decision-buttons.tsx';
import { showErrorToast } from '#web/components/error-toast.ts';
import { SUCCESS_TOAST_MS } from './shared/feedback.ts';

/** A decision mutation of `api.ts`: it takes the row out of its list itself. */
interface DecisionMutation<T> {
  mutate: (variables: DecisionVariables<T>) => void;
  isPending: boolean;
  variables?: { row: T };
}

/**
 * What is decided on: its messages are `moderation.decisions.{kind}.…` (a title, a question and
 * what was done for each decision; the label and hint of the reason a rejection may carry).
 */
type DecisionKind = 'publisherRequest' | 'narrative';

interface DecisionWords<T> {
  t: Translate<'moderation'>;
  kind: DecisionKind;
  /** The values of the kind's messages: who asked, or the narrative's title. */
  valuesOf: (row: T) => Values;
}

export interface DecisionControls<T> {
  confirm: (row: T, decision: Decision) => void;
  /** The row a decision is being sent for. */
  busyId: string | undefined;
}

/** The toasts after a decision: what was decided, or why it failed. */
function decisionToasts<T>({ t, kind, valuesOf }: DecisionWords<T>): DecisionCallbacks<T> {
  return {
    onSuccess: (_answer, { row, decision }) =>
      notifications.show({
        color: decision === 'approved' ? 'teal' : 'gray',
        message: t(`moderation.decisions.${kind}.${decision}.done`, valuesOf(row)),
        autoClose: SUCCESS_TOAST_MS,
      }),
    onError: (error) => {
      console.warn('Decision failed', error);
      showErrorToast(errorMessage(error));
    },
  };
}

/**
 * Approve or reject a pending row after confirmation; a rejection may carry a reason for the
 * author or applicant. The row leaves the list and the count drops by one; the admin counters
 * of the menu load again.
 */
function decisionControls<T extends { _id: string }>(
  mutation: DecisionMutation<T>,
  { t, kind, valuesOf }: DecisionWords<T>,
): DecisionControls<T> {
  const confirm = (row: T, decision: Decision) => {
    const asksReason = decision === 'rejected';
    let reason = '';
    const question = (
      <Text size="sm">{t(`moderation.decisions.${kind}.${decision}.question`, valuesOf(row))}</Text>
    );
    openConfirm({
      title: t(`moderation.decisions.${kind}.${decision}.title`),
      children: asksReason ? (
        <Stack gap="md">
          {question}
          <RejectionReasonField
            label={t(`moderation.decisions.${kind}.reasonLabel`)}
            describe={(length, max) =>
              t(`moderation.decisions.${kind}.reasonHint`, { length, max })
            }
            onChange={(value) => (reason = value)}
          />
        </Stack>
      ) : (
        question
      ),
      labels: {
        confirm: t(`moderation.decide.${decision}`),
        cancel: t('moderation.common.cancel'),
      },
      confirmProps: { color: decision === 'approved' ? 'teal.9' : 'red' },
      onConfirm: () => mutation.mutate(asksReason ? { row, decision, reason } : { row, decision }),
    });
  };

  return {
    confirm,
    busyId: mutation.isPending ? mutation.variables?.row._id : undefined,
  };
}

export function usePublisherRequestDecision() {
  const t = useMessages('moderation');
  const words: DecisionWords<PublisherRequest> = {
    t,
    kind: 'publisherRequest',
    valuesOf: (request) => ({
      name: request.userId?.username ?? t('moderation.decisions.publisherRequest.thisUser'),
    }),
  };
  return decisionControls(useDecidePublisherRequest(decisionToasts(words)), words);
}

export function useNarrativeDecision() {
  const t = useMessages('moderation');
  const words: DecisionWords<Story> = {
    t,
    kind: 'narrative',
    valuesOf: (story) => ({ title: story.title }),
  };
  return decisionControls(useReviewNarrative(decisionToasts(words)), words);
}

/** A pending row's Approve and Reject, each confirmed by `decisions` before it is sent. */
export const approveOrReject =
  <T extends { _id: string }>(decisions: DecisionControls<T>, subjectOf: (row: T) => string) =>
  (row: T) => (
    <ApproveRejectButtons
      subject={subjectOf(row)}
      isBusy={decisions.busyId === row._id}
      onDecide={(decision) => decisions.confirm(row, decision)}
    />
  );
