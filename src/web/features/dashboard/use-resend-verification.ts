import { useState } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { resendVerification } from '#web/api/users.ts';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { NOTICE_MS } from './use-verified-notice.ts';

/** Sends the verification e-mail again; its outcome shows for 5 s. */
export function useResendVerification(userId: string) {
  const [isSending, setIsSending] = useState(false);
  const message = useTimedMessage(NOTICE_MS);

  const send = async () => {
    setIsSending(true);
    try {
      const response = await resendVerification(userId);
      message.show('success', response.message || 'Verification email sent successfully');
    } catch (error) {
      const text = !isApiError(error)
        ? 'An error occurred'
        : error.statusCode === 0
          ? 'An error occurred'
          : error.message || 'Failed to send verification email';
      message.show('error', text);
    } finally {
      setIsSending(false);
    }
  };

  return { send, isSending, message: message.message };
}
