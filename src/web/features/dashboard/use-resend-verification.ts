import { isApiError } from '#web/lib/api-client.ts';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useSendVerificationEmail } from '#web/features/users/api.ts';
import { NOTICE_MS } from './use-verified-notice.ts';

/** Sends the verification e-mail again; its outcome shows for 5 s. */
export function useResendVerification(userId: string) {
  const sending = useSendVerificationEmail(userId);
  const message = useTimedMessage(NOTICE_MS);

  const send = () =>
    sending.mutate(undefined, {
      onSuccess: (response) =>
        message.show('success', response.message || 'Verification email sent successfully'),
      onError: (error) => {
        const text =
          !isApiError(error) || error.statusCode === 0
            ? 'An error occurred'
            : error.message || 'Failed to send verification email';
        message.show('error', text);
      },
    });

  return { send, isSending: sending.isPending, message: message.message };
}
