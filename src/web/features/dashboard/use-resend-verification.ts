import { useMessages } from '#web/i18n/use-messages.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useSendVerificationEmail } from '#web/features/users/api.ts';
import { NOTICE_MS } from './use-verified-notice.ts';

/** Sends the verification e-mail again; its outcome shows for 5 s. */
export function useResendVerification(userId: string) {
  const t = useMessages('dashboard');
  const sending = useSendVerificationEmail(userId);
  const message = useTimedMessage(NOTICE_MS);

  const send = () =>
    sending.mutate(undefined, {
      onSuccess: (response) =>
        message.show('success', response.message || t('dashboard.form.verificationSent')),
      onError: (error) => {
        const text =
          !isApiError(error) || error.statusCode === 0
            ? t('dashboard.form.errorOccurred')
            : error.message || t('dashboard.form.verificationFailed');
        message.show('error', text);
      },
    });

  return { send, isSending: sending.isPending, message: message.message };
}
