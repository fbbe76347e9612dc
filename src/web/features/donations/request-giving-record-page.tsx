import { LinkedMessage } from './donations-message.tsx';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { recordsLinkSchema } from '#contracts/giving-records.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useRequestRecordsLink } from './api-giving-records.ts';
import classes from './donations.module.css';
import { EmailLinkForm } from '#web/components/email-link-form.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** How long the answer stays on screen: long enough to read it twice. */
const ANSWER_MS = 30_000;

/** `/giving-record`: "Send Me My Giving Record", for anyone who gave with an e-mail address. */
export function RequestGivingRecordPage() {
  const t = useMessages('donations');
  usePageTitle(t('donations.record.title'));
  const requestLink = useRequestRecordsLink();
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} className={classes.surface}>
        <Stack gap="md">
          <Title order={1}>{t('donations.request.title')}</Title>
          <Text c="dimmed">{t('donations.request.intro')}</Text>
          <EmailLinkForm
            schema={recordsLinkSchema}
            request={requestLink}
            answerMs={ANSWER_MS}
            invalidMessage={t('donations.request.invalidEmail')}
            submitLabel={t('donations.request.submit')}
          />
          <Text size="sm" ta="center">
            <LinkedMessage id="donations.request.haveAccount" to="/dashboard?tab=giving" fw={600} />
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
