import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordResetSchema } from '#contracts/auth.ts';
import { requestPasswordReset } from '#web/api/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { FORGOT_PASSWORD_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { AuthLayout } from './auth-layout.tsx';

export function RequestPasswordResetPage() {
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { message, show } = useTimedMessage(FORGOT_PASSWORD_MESSAGE_MS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = requestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      show('error', parsed.error.issues[0]?.message ?? 'Email is required');
      return;
    }
    setIsSubmitting(true);
    try {
      // The answer is the same whether or not the address has an account.
      const response = await requestPasswordReset(parsed.data.email);
      show('success', response.message);
      setEmail('');
    } catch (error) {
      show('error', errorMessage(error, 'Something went wrong. Please try again.'));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.org"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <FormMessage message={message} />
          <Button type="submit" fullWidth loading={isSubmitting}>
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
