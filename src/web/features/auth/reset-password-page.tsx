import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { resetFormIssue } from '#contracts/auth.constants.ts';
import { MIN_PASSWORD_LENGTH } from '#contracts/common.constants.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { useResetPassword } from './api-sign-in.ts';
import { AuthLayout, RememberedPasswordLine } from './auth-layout.tsx';

const REDIRECT_SECONDS = 5;
const NETWORK_FAILURE = 'Something went wrong. Please try again.';

/** The contract's checks of the new password, then the confirmation, in the spec's order. */
const resetFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, context) => {
    const issue = resetFormIssue(newPassword, confirmPassword);
    if (!issue) return;
    // Kept on the field to fix: the first empty one, else the confirmation when they differ.
    const field =
      !newPassword || (confirmPassword && newPassword.length < MIN_PASSWORD_LENGTH)
        ? 'newPassword'
        : 'confirmPassword';
    context.addIssue({ code: 'custom', message: issue, path: [field] });
  });

/** Each field's own message when it is left empty; the summary leads with the spec's. */
const REQUIRED = {
  newPassword: 'Enter a new password',
  confirmPassword: 'Enter the new password again',
};

export const RESET_LINK_REFUSED = 'This reset link is invalid or has expired';

/**
 * A refused reset means the link (used, expired or mangled): said plainly, never the server's
 * check such as 'Invalid id'. A limit's "Try again in …" is passed on.
 */
function failureOf(error: unknown): { text: string; isBadLink: boolean } {
  if (!isApiError(error) || error.statusCode === 0 || error.statusCode >= 500) {
    return { text: NETWORK_FAILURE, isBadLink: false };
  }
  if (error.statusCode === 429) return { text: error.message, isBadLink: false };
  return { text: RESET_LINK_REFUSED, isBadLink: true };
}

export function ResetPasswordPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useContractForm(resetFormSchema, {
    initialValues: { newPassword: '', confirmPassword: '' },
    requiredMessages: REQUIRED,
  });
  const reset = useResetPassword(userId, token);
  const [failure, setFailure] = useState<{ text: string; isBadLink: boolean } | null>(null);
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
      setFailure(null);
      reset.mutate(
        { newPassword },
        {
          onSuccess: () => setSecondsLeft(REDIRECT_SECONDS),
          onError: (error) => setFailure(failureOf(error)),
        },
      );
    },
    // A rule the new password breaks shows, and is announced, on its field.
    () => setFailure(null),
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
        <FormWithSummary form={form} onSubmit={submit}>
          <PasswordField
            label="New Password"
            name="newPassword"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
            showLabel="Show new password"
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
            showLabel="Show confirmation password"
          />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure.text}
              {failure.isBadLink && (
                <Text size="sm" mt={4}>
                  A link works once and only for an hour.{' '}
                  <Anchor component={Link} to="/request-password-reset" fw={600}>
                    Send me a new link
                  </Anchor>
                </Text>
              )}
            </Alert>
          )}
          <Button type="submit" fullWidth disabled={isSending}>
            {isSending ? 'Loading...' : 'Reset Password'}
          </Button>
        </FormWithSummary>
      )}
      <RememberedPasswordLine />
    </AuthLayout>
  );
}
