import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { recordsLinkSchema } from '#contracts/giving-records.ts';
import { GIVING_RECORDS_MESSAGES } from '#contracts/giving-records.constants.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useRequestRecordsLink } from './api-giving-records.ts';
import classes from './donations.module.css';
import { EmailLinkForm } from '#web/components/email-link-form.tsx';

/** How long the answer stays on screen: long enough to read it twice. */
const ANSWER_MS = 30_000;

/** `/giving-record`: "Send Me My Giving Record", for anyone who gave with an e-mail address. */
export function RequestGivingRecordPage() {
  usePageTitle('Your Giving Record');
  const requestLink = useRequestRecordsLink();
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} className={classes.surface}>
        <Stack gap="md">
          <Title order={1}>Send Me My Giving Record</Title>
          <Text c="dimmed">
            Gave with an e-mail address? We will send a link to it that opens every gift made with
            it, with its receipt number and your annual statements. No account needed.
          </Text>
          <EmailLinkForm
            schema={recordsLinkSchema}
            request={requestLink}
            answerMs={ANSWER_MS}
            invalidMessage={GIVING_RECORDS_MESSAGES.invalidEmail}
            submitLabel="Send Me the Link"
          />
          <Text size="sm" ta="center">
            Have an account?{' '}
            <Anchor component={Link} to="/dashboard?tab=giving" fw={600}>
              See My giving
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
