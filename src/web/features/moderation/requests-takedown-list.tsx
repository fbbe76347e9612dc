import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEyeOff, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Takedown } from '#contracts/story-takedowns.ts';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useDecideTakedown, type TakedownDecisionVariables } from './api.ts';
import { DecisionButton } from './requests-decision-buttons.tsx';
import { EmailText } from './shared/email-text.tsx';

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

const emailOf = (takedown: Takedown) =>
  takedown.email ? <EmailText email={takedown.email} /> : <Text c="dimmed">None given</Text>;

const QUESTIONS: Record<TakedownDecisionVariables['decision'], (title: string) => string> = {
  unpublish: (title) =>
    `Unpublish “${title}” now? It disappears from every page, list, feed and the sitemap. Its author can still see it, and every request about it is settled.`,
  dismiss: (title) => `Dismiss this request? “${title}” stays published.`,
};

/** Unpublish and Dismiss of one request, each asked first; the toasts say what happened. */
function useTakedownDecisions() {
  const mutation = useDecideTakedown({
    onSuccess: (answer) => notifications.show({ message: answer.message, autoClose: 2000 }),
    onError: (error) => showErrorToast(errorMessage(error)),
  });
  const confirm = ({ takedown, decision }: TakedownDecisionVariables) =>
    openConfirm({
      title: decision === 'unpublish' ? 'Unpublish narrative' : 'Dismiss request',
      children: <Text size="sm">{QUESTIONS[decision](takedown.story.title)}</Text>,
      labels: { confirm: decision === 'unpublish' ? 'Unpublish' : 'Dismiss', cancel: 'Cancel' },
      confirmProps: { color: decision === 'unpublish' ? 'red' : 'gray' },
      onConfirm: () => mutation.mutate({ takedown, decision }),
    });
  const busyId = mutation.isPending ? mutation.variables?.takedown._id : undefined;
  return { confirm, busyId };
}

/** Takedown requests waiting for an admin: a table from 768 px, cards below. */
export function TakedownList({ takedowns }: { takedowns: Takedown[] }) {
  const { confirm, busyId } = useTakedownDecisions();
  const decide = (takedown: Takedown) => {
    const isBusy = busyId === takedown._id;
    return (
      <Group gap="xs" wrap="nowrap">
        <DecisionButton
          icon={IconEyeOff}
          label="Unpublish"
          subject={`narrative ${takedown.story.title}`}
          color="red"
          onClick={() => confirm({ takedown, decision: 'unpublish' })}
          disabled={isBusy}
        />
        <DecisionButton
          icon={IconX}
          label="Dismiss"
          subject={`request about ${takedown.story.title}`}
          variant="default"
          onClick={() => confirm({ takedown, decision: 'dismiss' })}
          disabled={isBusy}
        />
      </Group>
    );
  };
  const columns: Column<Takedown>[] = [
    { header: 'Date', cell: (takedown) => formatDate(takedown.createdAt), noWrap: true },
    { header: 'Narrative', cell: narrativeLink, width: 200 },
    { header: 'Reason', cell: reasonOf, width: 260 },
    { header: 'Email', cell: emailOf },
    { header: 'Actions', cell: decide, noWrap: true },
  ];
  return (
    <TableOrCards
      label="Takedown requests"
      rows={takedowns}
      columns={columns}
      minTableWidth={820}
      card={(takedown) => (
        <Stack gap="sm">
          {narrativeLink(takedown)}
          <Text size="sm" c="dimmed">
            {formatDate(takedown.createdAt)} · {emailOf(takedown)}
          </Text>
          <Text size="sm">{reasonOf(takedown)}</Text>
          {decide(takedown)}
        </Stack>
      )}
    />
  );
}
