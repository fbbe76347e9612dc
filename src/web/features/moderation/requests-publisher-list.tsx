import { Anchor, Avatar, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PublisherRequest } from '#contracts/publisher-requests.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { DecisionButtons } from './requests-decision-buttons.tsx';
import type { DecisionControls } from './requests-decisions.tsx';
import { EmailText } from './shared/email-text.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';
import { PersonCardHead } from './shared/card-head.tsx';

const NO_REASON = 'No reason provided';

function Requester({ request }: { request: PublisherRequest }) {
  if (!request.userId) return <Text c="dimmed">Unknown User</Text>;
  return (
    <Anchor component={Link} to={`/profile/${request.userId.username}`} fw={600}>
      {request.userId.username}
    </Anchor>
  );
}

const reasonOf = (request: PublisherRequest) => (
  <Text inherit style={{ whiteSpace: 'pre-line' }}>
    {request.reason.trim() || NO_REASON}
  </Text>
);

/** Pending publisher requests: a table from 768 px, cards below. */
export function PublisherRequestList({
  requests,
  decisions,
}: {
  requests: PublisherRequest[];
  decisions: DecisionControls<PublisherRequest>;
}) {
  const decide = (request: PublisherRequest) => (
    <DecisionButtons
      subject={`publisher request of ${request.userId?.username ?? 'unknown user'}`}
      isBusy={decisions.busyId === request._id}
      onDecide={(decision) => decisions.confirm(request, decision)}
    />
  );
  const columns: Column<PublisherRequest>[] = [
    { header: 'Date', cell: (request) => formatDate(request.createdAt), noWrap: true },
    {
      header: 'Image',
      cell: (request) => (
        <Avatar
          src={avatarSource(request.userId?.profilePicture, 36)}
          alt=""
          size={36}
          radius="xl"
        />
      ),
    },
    { header: 'Username', cell: (request) => <Requester request={request} /> },
    { header: 'Email', cell: (request) => <EmailText email={request.userId?.email ?? ''} /> },
    { header: 'Reason', cell: reasonOf, width: 220 },
    { header: 'Actions', cell: decide, noWrap: true },
  ];
  return (
    <TableOrCards
      label="Publisher requests"
      rows={requests}
      columns={columns}
      minTableWidth={760}
      card={(request) => (
        <Stack gap="sm">
          <PersonCardHead
            picture={request.userId?.profilePicture}
            name={<Requester request={request} />}
            email={request.userId?.email}
            dateLine={<>Asked {formatDate(request.createdAt)}</>}
          />
          <Text size="sm" component="div">
            {reasonOf(request)}
          </Text>
          {decide(request)}
        </Stack>
      )}
    />
  );
}
