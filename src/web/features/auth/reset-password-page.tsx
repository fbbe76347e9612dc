import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { resetFormIssue } from '#contracts/auth.constants.ts';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '#web/lib/api-client.ts';
import { firstFormError, useContractForm } from '#web/lib/contract-form.ts';
import { useResetPassword } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';

const REDIRECT_SECONDS = 5;
const NETWORK_FAILURE = 'Something went wrong. Please try again.';

/** The contract's checks of the new password, then the confirmation, in the spec's order. */
const resetFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, context) => {
    const issue = resetFormIssue(newPassword, confirmPassword);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

/** A refused link says why; a network or parse failure gets the generic text. */
function failureMessage(error: unknown): string {
  const isServerAnswer =
    isApiError(error) && error.statusCode > 0 && error.message !== FALLBACK_ERROR_MESSAGE;
  return isServerAnswer ? error.message : NETWORK_FAILURE;
}

export function ResetPasswordPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useContractForm(resetFormSchema, {
    initialValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useResetPassword(userId, token);
  const [error, setError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  const isDone = reset.isSuccess;

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, [isDone]);

  useEffect(() => {
    if (isDone && secondsLeft <= 0) void navigate('/sign-in', { replace: true });
  }, [isDone, secondsLeft, navigate]);

  const submit = form.onSubmit(
    ({ newPassword }) => {
      setError(null);
      reset.mutate(
        { newPassword },
        {
          onSuccess: () => setSecondsLeft(REDIRECT_SECONDS),
          onError: (failure) => setError(failureMessage(failure)),
        },
      );
    },
    (errors) => setError(firstFormError(errors) ?? null),
  );

  const isSending = reset.isPending;
  return (
    <AuthLayout title="Reset Your Password" description="Enter your new password below">
      {reset.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          <Text fw={600}>{reset.data.message}</Text>
          <Text size="sm" mt={4}>
            Redirecting to sign in page in {Math.max(secondsLeft, 0)} seconds...
          </Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
              error={undefined}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show new password' }}
            />
            <PasswordInput
              label="Confirm Password"
              name="confirmPassword"
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
              error={undefined}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show confirmation password' }}
            />
            {error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" fullWidth disabled={isSending}>
              {isSending ? 'Loading...' : 'Reset Password'}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="xl">
        Remember your password?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Sign In
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
