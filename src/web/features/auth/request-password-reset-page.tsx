import { requestPasswordResetSchema } from '#contracts/auth.ts';
import { FORGOT_PASSWORD_MESSAGE_MS } from '#web/lib/use-timed-message.ts';
import { useRequestPasswordReset } from './api-sign-in.ts';
import { AuthLayout, RememberedPasswordLine } from './auth-layout.tsx';
import { EmailLinkForm } from '#web/components/email-link-form.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

export function RequestPasswordResetPage() {
  const t = useMessages('auth');
  const requestReset = useRequestPasswordReset();
  return (
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      description={t('auth.forgotPassword.description')}
    >
      <EmailLinkForm
        schema={requestPasswordResetSchema}
        request={requestReset}
        answerMs={FORGOT_PASSWORD_MESSAGE_MS}
        invalidMessage={t('auth.forgotPassword.emailRequired')}
        submitLabel={t('auth.forgotPassword.submit')}
      />
      <RememberedPasswordLine />
    </AuthLayout>
  );
}
