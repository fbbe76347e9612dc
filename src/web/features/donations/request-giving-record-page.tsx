import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { recordsLinkSchema } from '#contracts/giving-records.ts';
import { GIVING_RECORDS_MESSAGES } from '#contracts/giving-records.constants.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { firstFormError, useContractForm } from '#web/lib/contract-form.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useRequestRecordsLink } from './api-giving-records.ts';
import classes from './donations.module.css';

/** How long the answer stays on screen: long enough to read it twice. */
const ANSWER_MS = 30_000;

/** `/giving-record`: "Send me my giving record", for anyone who gave with an e-mail address. */
export function RequestGivingRecordPage() {
  usePageTitle('Your giving record');
  const form = useContractForm(recordsLinkSchema, { initialValues: { email: '' } });
  const requestLink = useRequestRecordsLink();
  const { message, show } = useTimedMessage(ANSWER_MS);

  const send = form.onSubmit(
    (input) =>
      requestLink.mutate(input, {
        onSuccess: (answer) => {
          show('success', answer.message);
          form.reset();
        },
        onError: (error) =>
          show('error', errorMessage(error, 'Something went wrong. Please try again.')),
      }),
    (errors) => show('error', firstFormError(errors) ?? GIVING_RECORDS_MESSAGES.invalidEmail),
  );

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} className={classes.surface}>
        <Stack gap="md">
          <Title order={1}>Send me my giving record</Title>
          <Text c="dimmed">
            Gave with an e-mail address? We will send a link to it that opens every gift made with
            it, with its receipt number and your annual statements. No account needed.
          </Text>
          <form onSubmit={send} noValidate>
            <Stack gap="md">
              <TextInput
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.org"
                {...form.getInputProps('email')}
              />
              <FormMessage message={message} />
              <Button type="submit" fullWidth loading={requestLink.isPending}>
                Send me the link
              </Button>
            </Stack>
          </form>
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
