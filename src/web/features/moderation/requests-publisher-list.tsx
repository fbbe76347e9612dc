import { Anchor, Avatar, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { Link } from 'react-router';
import type { PublisherRequest } from '#contracts/publisher-requests.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { approveOrReject, usePublisherRequestDecision } from './requests-decisions.tsx';
import type { PendingTableView } from './requests-pending-table.tsx';
import { EmailText } from './shared/email-text.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';
import { PersonCardHead } from './shared/card-head.tsx';

function Requester({ request }: { request: PublisherRequest }) {
  const t = useMessages('moderation');
  if (!request.userId) return <Text c="dimmed">{t('moderation.common.unknownUser')}</Text>;
  return (
    <Anchor component={Link} to={`/profile/${request.userId.username}`} fw={600}>
      {request.userId.username}
    </Anchor>
  );
}

function Reason({ request }: { request: PublisherRequest }) {
  const t = useMessages('moderation');
  return (
    <Text inherit style={{ whiteSpace: 'pre-line' }}>
      {request.reason.trim() || t('moderation.requests.noReason')}
    </Text>
  );
}

/** Pending publisher requests, each approved or rejected after a confirmation. */
export function usePublisherRequestTable(): PendingTableView<PublisherRequest> {
  const format = useFormat();
  const t = useMessages('moderation');
  const decisions = usePublisherRequestDecision();
  return {
    decide: approveOrReject(decisions, (request) =>
      t('moderation.requests.publisherSubject', {
        username: request.userId?.username ?? t('moderation.requests.unknownUser'),
      }),
    ),
    label: t('moderation.requests.publishersLabel'),
    minTableWidth: 760,
    columns: [
      {
        header: t('moderation.requests.image'),
        cell: (request) => (
          <Avatar
            src={avatarSource(request.userId?.profilePicture, 36)}
            alt=""
            size={36}
            radius="xl"
          />
        ),
      },
      {
        header: t('moderation.requests.username'),
        cell: (request) => <Requester request={request} />,
      },
      {
        header: t('moderation.requests.email'),
        cell: (request) => <EmailText email={request.userId?.email ?? ''} />,
      },
      {
        header: t('moderation.requests.reason'),
        cell: (request) => <Reason request={request} />,
        width: 220,
      },
    ],
    card: (request) => (
      <>
        <PersonCardHead
          picture={request.userId?.profilePicture}
          name={<Requester request={request} />}
          email={request.userId?.email}
          dateLine={t('moderation.requests.asked', { date: format.date(request.createdAt) })}
        />
        <Text size="sm" component="div">
          <Reason request={request} />
        </Text>
      </>
    ),
  };
}
