import { Anchor, Text } from '@mantine/core';
import { useSite } from '#web/features/site/api.ts';

/** The community's contact mailbox (from `GET /api/site`) as a mailto link. */
export function ContactEmailLink() {
  const { data, isError } = useSite();
  if (data) return <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>;
  return (
    <Text span c="dimmed">
      {isError ? 'our contact address (it could not be loaded, please try again later)' : '…'}
    </Text>
  );
}
