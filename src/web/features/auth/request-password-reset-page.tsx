import { requestPasswordResetSchema } from '#contracts/auth.ts';
import { MESSAGES } from '#contracts/auth.constants.ts';
import { FORGOT_PASSWORD_MESSAGE_MS } from '#web/lib/use-timed-message.ts';
import { useRequestPasswordReset } from './api-sign-in.ts';
import { AuthLayout, RememberedPasswordLine } from './auth-layout.tsx';
import { EmailLinkForm } from '#web/components/email-link-form.tsx';

export function RequestPasswordResetPage() {
  const requestReset = useRequestPasswordReset();
  return (
    <AuthLayout
      title="Forgot Your Password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <EmailLinkForm
        schema={requestPasswordResetSchema}
        request={requestReset}
        answerMs={FORGOT_PASSWORD_MESSAGE_MS}
        invalidMessage={MESSAGES.emailRequired}
        submitLabel="Send Reset Link"
      />
      <RememberedPasswordLine />
    </AuthLayout>
  );
}
