import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { GivingRecord } from './giving-record.tsx';

/** The dashboard's My giving tab: the signed-in donor's own record. */
export function MyGivingTab() {
  usePageTitle('My Giving');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>My Giving</Title>
        <Text c="dimmed">
          Your gifts on every case: those made while signed in, and those left with your verified
          e-mail address. Gave with another address?{' '}
          <Anchor component={Link} to="/giving-record">
            Get its record by e-mail
          </Anchor>
          .
        </Text>
      </Stack>
      <GivingRecord token={null} />
    </Stack>
  );
}
