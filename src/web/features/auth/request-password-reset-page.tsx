import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { requestPasswordResetSchema } from '#contracts/auth.ts';
import { MESSAGES } from '#contracts/auth.constants.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { firstFormError, useContractForm } from '#web/lib/contract-form.ts';
import { FORGOT_PASSWORD_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useRequestPasswordReset } from './api-sign-in.ts';
import { AuthLayout } from './auth-layout.tsx';

export function RequestPasswordResetPage() {
  const form = useContractForm(requestPasswordResetSchema, { initialValues: { email: '' } });
  const requestReset = useRequestPasswordReset();
  const { message, show } = useTimedMessage(FORGOT_PASSWORD_MESSAGE_MS);

  const send = form.onSubmit(
    (input) =>
      requestReset.mutate(input, {
        onSuccess: (answer) => {
          show('success', answer.message);
          form.reset();
        },
        onError: (error) =>
          show('error', errorMessage(error, 'Something went wrong. Please try again.')),
      }),
    (errors) => show('error', firstFormError(errors) ?? MESSAGES.emailRequired),
  );

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
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
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="xl">
        Remember your password?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Sign In
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
