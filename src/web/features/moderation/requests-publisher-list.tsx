import { Anchor, Avatar, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PublisherRequest } from '#web/api/moderation.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { EmailText } from './shared/email-text.tsx';
import type { DecisionControls } from './requests-decisions.tsx';
import { DecisionButtons } from './requests-decision-buttons.tsx';

const NO_REASON = 'No reason provided';

function Requester({ request }: { request: PublisherRequest }) {
  if (!request.userId) return <Text c="dimmed">Unknown User</Text>;
  return (
    <Anchor component={Link} to={`/profile/${request.userId.username}`} fw={600}>
      {request.userId.username}
    </Anchor>
  );
}

const subjectOf = (request: PublisherRequest) =>
  `publisher request of ${request.userId?.username ?? 'unknown user'}`;

/** Pending publisher requests: a table from 768 px, cards below. */
export function PublisherRequestList({
  requests,
  decisions,
  isWide,
}: {
  requests: PublisherRequest[];
  decisions: DecisionControls<PublisherRequest>;
  isWide: boolean;
}) {
  if (isWide) {
    return (
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label="Publisher requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Image</Table.Th>
              <Table.Th>Username</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(request.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Avatar src={request.userId?.profilePicture} alt="" size={36} radius="xl" />
                </Table.Td>
                <Table.Td>
                  <Requester request={request} />
                </Table.Td>
                <Table.Td>
                  <EmailText email={request.userId?.email ?? ''} />
                </Table.Td>
                <Table.Td style={{ minWidth: 220, whiteSpace: 'pre-line' }}>
                  {request.reason.trim() || NO_REASON}
                </Table.Td>
                <Table.Td>
                  <DecisionButtons
                    subject={subjectOf(request)}
                    isBusy={decisions.busyId === request._id}
                    onDecide={(decision) => decisions.confirm(request, decision)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Publisher requests"
    >
      {requests.map((request) => (
        <Paper key={request._id} component="li" withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={request.userId?.profilePicture} alt="" size={44} radius="xl" />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Requester request={request} />
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {request.userId?.email}
                </Text>
                <Text size="xs" c="dimmed">
                  Asked {formatDate(request.createdAt)}
                </Text>
              </Stack>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {request.reason.trim() || NO_REASON}
            </Text>
            <DecisionButtons
              subject={subjectOf(request)}
              isBusy={decisions.busyId === request._id}
              onDecide={(decision) => decisions.confirm(request, decision)}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
