import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { GivingRecord, GivingRecordHead } from './giving-record.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** `/giving-record/:token`: the record a mailed link opens, without an account. */
export function GivingRecordPage() {
  const t = useMessages('donations');
  const { token = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <GivingRecordHead title={t('donations.record.title')} intro="donations.record.linkIntro" />
        <GivingRecord token={token} />
      </Stack>
    </Container>
  );
}
