import { Anchor, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { notifications } from '@mantine/notifications';
import { IconEyeOff, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Takedown } from '#contracts/story-takedowns.ts';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDecideTakedown, type TakedownDecisionVariables } from './api.ts';
import { DecisionButtons, type DecisionLook } from './requests-decision-buttons.tsx';
import type { PendingTableView } from './requests-pending-table.tsx';
import { EmailText } from './shared/email-text.tsx';
import { SUCCESS_TOAST_MS } from './shared/feedback.ts';

const narrativeLink = (takedown: Takedown) => (
  <Anchor component={Link} to={`/narrative/${takedown.story.slug}`} fw={600}>
    {takedown.story.title}
  </Anchor>
);

const reasonOf = (takedown: Takedown) => (
  <Text inherit style={{ whiteSpace: 'pre-line' }}>
    {takedown.reason}
  </Text>
);

function Email({ takedown }: { takedown: Takedown }) {
  const t = useMessages('moderation');
  return takedown.email ? (
    <EmailText email={takedown.email} />
  ) : (
    <Text c="dimmed">{t('moderation.takedowns.noEmail')}</Text>
  );
}

const TAKEDOWN_LOOKS: Record<TakedownDecisionVariables['decision'], DecisionLook> = {
  unpublish: { icon: IconEyeOff, look: () => ({ color: 'red' }) },
  dismiss: { icon: IconX, look: () => ({ variant: 'default' }) },
};

/** Unpublish and Dismiss of one request, each asked first; the toasts say what happened. */
function useTakedownDecisions() {
  const t = useMessages('moderation');
  const mutation = useDecideTakedown({
    onSuccess: (answer) =>
      notifications.show({ message: answer.message, autoClose: SUCCESS_TOAST_MS }),
    onError: (error) => showErrorToast(errorMessage(error)),
  });
  const confirm = ({ takedown, decision }: TakedownDecisionVariables) =>
    openConfirm({
      title: t(`moderation.takedowns.${decision}.title`),
      children: (
        <Text size="sm">
          {t(`moderation.takedowns.${decision}.question`, { title: takedown.story.title })}
        </Text>
      ),
      labels: {
        confirm: t(`moderation.takedowns.${decision}.confirm`),
        cancel: t('moderation.common.cancel'),
      },
      confirmProps: { color: decision === 'unpublish' ? 'red' : 'gray' },
      onConfirm: () => mutation.mutate({ takedown, decision }),
    });
  const busyId = mutation.isPending ? mutation.variables?.takedown._id : undefined;
  return { confirm, busyId };
}

/** Takedown requests waiting for an admin: unpublish the narrative, or dismiss the request. */
export function useTakedownTable(): PendingTableView<Takedown> {
  const format = useFormat();
  const t = useMessages('moderation');
  const { confirm, busyId } = useTakedownDecisions();
  return {
    decide: (takedown) => (
      <DecisionButtons
        looks={TAKEDOWN_LOOKS}
        wordsOf={(decision) => ({
          label: t(`moderation.takedowns.${decision}.confirm`),
          name: t(`moderation.takedowns.${decision}.name`, { title: takedown.story.title }),
        })}
        isBusy={busyId === takedown._id}
        onDecide={(decision) => confirm({ takedown, decision })}
      />
    ),
    label: t('moderation.takedowns.label'),
    minTableWidth: 820,
    columns: [
      { header: t('moderation.takedowns.narrative'), cell: narrativeLink, width: 200 },
      { header: t('moderation.requests.reason'), cell: reasonOf, width: 260 },
      {
        header: t('moderation.requests.email'),
        cell: (takedown) => <Email takedown={takedown} />,
      },
    ],
    card: (takedown) => (
      <>
        {narrativeLink(takedown)}
        <Text size="sm" c="dimmed">
          {format.date(takedown.createdAt)} · <Email takedown={takedown} />
        </Text>
        <Text size="sm">{reasonOf(takedown)}</Text>
      </>
    ),
  };
}
