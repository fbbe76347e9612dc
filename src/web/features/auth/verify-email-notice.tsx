import { Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSendVerificationEmail } from '#web/features/users/api.ts';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './verify-email-notice.module.css';

/**
 * Stays under the header of every page while the signed-in member's address is unverified:
 * where the link went, and a way to have it sent again. It goes when the stored user becomes
 * verified. Not an alert: it is there on every page, and read where it stands.
 */
export function VerifyEmailNotice({ user }: { user: SessionUser }) {
  const t = useMessages('shellLater');
  const resend = useSendVerificationEmail(user._id);
  const outcome = resend.isSuccess
    ? resend.data.message || t('shellLater.verifyEmail.sent')
    : resend.isError
      ? errorMessage(resend.error)
      : '';

  return (
    <section className={classes.notice} aria-label={t('shellLater.verifyEmail.label')}>
      <IconMailExclamation size={22} stroke={1.8} aria-hidden="true" />
      <p className={classes.text}>
        <Message
          namespace="shellLater"
          id="shellLater.verifyEmail.text"
          values={{ email: user.email }}
          components={{ 0: <strong /> }}
        />
      </p>
      <Button
        size="xs"
        variant="default"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {t('shellLater.verifyEmail.resend')}
      </Button>
      <p className={classes.outcome} role="status">
        {outcome}
      </p>
    </section>
  );
}
