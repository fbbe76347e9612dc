import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { resetFormIssue } from '#contracts/auth.ts';
import { resetPassword } from '#web/api/auth.ts';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '#web/lib/api-client.ts';
import { AuthLayout } from './auth-layout.tsx';

const REDIRECT_SECONDS = 5;
const NETWORK_FAILURE = 'Something went wrong. Please try again.';

type ResetState =
  { step: 'form'; error: string | null } | { step: 'sending' } | { step: 'done'; message: string };

export function ResetPasswordPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [state, setState] = useState<ResetState>({ step: 'form', error: null });
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  const isDone = state.step === 'done';

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, [isDone]);

  useEffect(() => {
    if (isDone && secondsLeft <= 0) void navigate('/sign-in', { replace: true });
  }, [isDone, secondsLeft, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = resetFormIssue(newPassword, confirmPassword);
    if (issue) {
      setState({ step: 'form', error: issue });
      return;
    }
    setState({ step: 'sending' });
    try {
      const response = await resetPassword(userId, token, newPassword);
      setSecondsLeft(REDIRECT_SECONDS);
      setState({ step: 'done', message: response.message });
    } catch (error) {
      // A refused link says why; a network or parse failure gets the generic text.
      const isServerAnswer =
        isApiError(error) && error.statusCode > 0 && error.message !== FALLBACK_ERROR_MESSAGE;
      const message = isServerAnswer ? error.message : NETWORK_FAILURE;
      setState({ step: 'form', error: message });
    }
  };

  const isSending = state.step === 'sending';
  return (
    <AuthLayout title="Reset Your Password" description="Enter your new password below">
      {state.step === 'done' ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          <Text fw={600}>{state.message}</Text>
          <Text size="sm" mt={4}>
            Redirecting to sign in page in {Math.max(secondsLeft, 0)} seconds...
          </Text>
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.currentTarget.value)}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show new password' }}
            />
            <PasswordInput
              label="Confirm Password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.currentTarget.value)}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show confirmation password' }}
            />
            {state.step === 'form' && state.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {state.error}
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
