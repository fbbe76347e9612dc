import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { LinkFailedAlert } from './link-failed-alert.tsx';
import { IconAlertCircle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSendVerificationEmail } from '#web/features/users/api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** After signing in, the profile tab is where a new link is sent from. */
const PROFILE_AFTER_SIGN_IN = { from: { pathname: '/dashboard', search: '?tab=profile' } };

/**
 * A verification link that did not work: says so plainly and offers a new one, sent at once to
 * a signed-in member, or after signing in.
 */
export function VerifyLinkFailure({ reason }: { reason: string }) {
  const t = useMessages('auth');
  const currentUser = useAppStore((state) => state.currentUser);
  const resend = useSendVerificationEmail(currentUser?._id ?? '');

  return (
    <Stack gap="md">
      <LinkFailedAlert>{reason}</LinkFailedAlert>
      <Text>
        {currentUser
          ? t('auth.verifyLink.sendToEmail', { email: currentUser.email })
          : t('auth.verifyLink.signInToSend')}
      </Text>
      {resend.isSuccess && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {resend.data.message || t('auth.verifyLink.sent')}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {errorMessage(resend.error, t('auth.verifyLink.sendFailed'))}
        </Alert>
      )}
      <Group>
        {currentUser ? (
          <Button
            leftSection={<IconMail size={18} aria-hidden="true" />}
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('auth.verifyLink.send')}
          </Button>
        ) : (
          <Button component={Link} to="/sign-in" state={PROFILE_AFTER_SIGN_IN}>
            {t('auth.verifyLink.signInForLink')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
