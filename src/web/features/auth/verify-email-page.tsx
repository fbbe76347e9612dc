import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '#web/lib/api-client.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppStore } from '#web/state/app-store.ts';
import { useEmailVerification } from './api-sign-in.ts';
import { VerifyLinkFailure } from './verify-link-failure.tsx';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';

const REDIRECT_AFTER_MS = 3000;
const VERIFIED_PROFILE_PATH = '/dashboard?tab=profile&verified=success';

/** A refused link in plain words (never the server's check, such as 'Invalid id'). */
function failureMessage(error: unknown, t: Translate<'auth'>): string {
  if (!error) return t('auth.verifyEmail.linkRefused');
  if (!isApiError(error) || error.statusCode === 0 || error.statusCode >= 500) {
    return t('auth.verifyEmail.failed');
  }
  // A limit's "Try again in …" is worth passing on; any other refusal means a bad link.
  return error.statusCode === 429 ? error.message : t('auth.verifyEmail.linkRefused');
}

export function VerifyEmailPage() {
  const t = useMessages('auth');
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const currentUser = useAppStore((state) => state.currentUser);
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  const isOwner = currentUser?._id === userId;

  const verification = useEmailVerification(userId, token);
  const isVerified = verification.isSuccess && verification.data.success;

  // The signed-in owner sees the change at once and goes to the profile tab after 3 s.
  const hasMarked = useRef(false);
  useEffect(() => {
    if (!isVerified || !isOwner || hasMarked.current) return;
    hasMarked.current = true;
    const user = useAppStore.getState().currentUser;
    if (user && !user.verified) setCurrentUser({ ...user, verified: true });
  }, [isVerified, isOwner, setCurrentUser]);

  useEffect(() => {
    if (!isVerified || !isOwner) return;
    const timer = window.setTimeout(
      () => void navigate(VERIFIED_PROFILE_PATH, { replace: true }),
      REDIRECT_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isVerified, isOwner, navigate]);

  return (
    <PageFrame title={t('auth.verifyEmail.title')} size="xs">
      {verification.isPending && <CenteredLoader label={t('auth.verifyEmail.verifying')} />}
      {isVerified && (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            <Text fw={600}>{verification.data.message}</Text>
            {isOwner && (
              <Text size="sm" mt={4}>
                {t('auth.verifyEmail.takingToProfile')}
              </Text>
            )}
          </Alert>
          {!isOwner && (
            <Group>
              <Button component={Link} to={currentUser ? '/' : '/sign-in'}>
                {t(currentUser ? 'auth.verifyEmail.goHome' : 'auth.signIn.title')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {(verification.isError || (verification.isSuccess && !verification.data.success)) && (
        <VerifyLinkFailure reason={failureMessage(verification.error, t)} />
      )}
    </PageFrame>
  );
}
