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
import { Message } from '#web/i18n/message.tsx';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';

const REDIRECT_SECONDS = 5;

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

/**
 * A refused reset means the link (used, expired or mangled): said plainly, never the server's
 * check such as 'Invalid id'. A limit's "Try again in …" is passed on.
 */
function failureOf(error: unknown, t: Translate<'auth'>): { text: string; isBadLink: boolean } {
  if (!isApiError(error) || error.statusCode === 0 || error.statusCode >= 500) {
    return { text: t('auth.resetPassword.networkFailure'), isBadLink: false };
  }
  if (error.statusCode === 429) return { text: error.message, isBadLink: false };
  return { text: t('auth.resetPassword.linkRefused'), isBadLink: true };
}

export function ResetPasswordPage() {
  const t = useMessages('auth');
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useContractForm(resetFormSchema, {
    initialValues: { newPassword: '', confirmPassword: '' },
    // Each field's own message when it is left empty; the summary leads with the spec's.
    requiredMessages: {
      newPassword: t('auth.resetPassword.newPasswordRequired'),
      confirmPassword: t('auth.resetPassword.confirmPasswordRequired'),
    },
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
          onError: (error) => setFailure(failureOf(error, t)),
        },
      );
    },
    // A rule the new password breaks shows, and is announced, on its field.
    () => setFailure(null),
  );

  const isSending = reset.isPending;
  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      description={t('auth.resetPassword.description')}
    >
      {reset.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          <Text fw={600}>{reset.data.message}</Text>
          <Text size="sm" mt={4}>
            {t('auth.resetPassword.redirecting', { seconds: Math.max(secondsLeft, 0) })}
          </Text>
        </Alert>
      ) : (
        <FormWithSummary form={form} onSubmit={submit}>
          <PasswordField
            label={t('auth.resetPassword.newPasswordLabel')}
            name="newPassword"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
            showLabel={t('auth.resetPassword.showNewPassword')}
          />
          <PasswordField
            label={t('auth.resetPassword.confirmPasswordLabel')}
            name="confirmPassword"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
            showLabel={t('auth.resetPassword.showConfirmPassword')}
          />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure.text}
              {failure.isBadLink && (
                <Text size="sm" mt={4}>
                  <Message
                    namespace="auth"
                    id="auth.resetPassword.linkOnce"
                    components={{
                      0: <Anchor component={Link} to="/request-password-reset" fw={600} />,
                    }}
                  />
                </Text>
              )}
            </Alert>
          )}
          <Button type="submit" fullWidth disabled={isSending}>
            {t(isSending ? 'auth.resetPassword.sending' : 'auth.resetPassword.submit')}
          </Button>
        </FormWithSummary>
      )}
      <RememberedPasswordLine />
    </AuthLayout>
  );
}
