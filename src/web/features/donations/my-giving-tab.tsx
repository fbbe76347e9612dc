import { Stack } from '@mantine/core';
import { GivingRecord, GivingRecordHead } from './giving-record.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The dashboard's My giving tab: the signed-in donor's own record. */
export function MyGivingTab() {
  const t = useMessages('donations');
  return (
    <Stack gap="lg">
      <GivingRecordHead title={t('donations.myGiving.title')} intro="donations.myGiving.intro" />
      <GivingRecord token={null} />
    </Stack>
  );
}
