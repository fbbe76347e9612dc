import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { GivingRecord } from './giving-record.tsx';

/** `/giving-record/:token`: the record a mailed link opens, without an account. */
export function GivingRecordPage() {
  usePageTitle('Your Giving Record');
  const { token = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Your Giving Record</Title>
          <Text c="dimmed">
            The gifts made through Hearth with the address this link was sent to. Keep the link to
            yourself: anyone who has it can read this page until it expires.{' '}
            <Anchor component={Link} to="/giving-record">
              Ask for a new link
            </Anchor>
            .
          </Text>
        </Stack>
        <GivingRecord token={token} />
      </Stack>
    </Container>
  );
}
