import { Anchor, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { latestAllowedBirthDate } from '#contracts/auth.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import {
  INLINE_MESSAGE_MS,
  useFormMessage,
  type TimedMessage,
} from '#web/lib/use-timed-message.ts';
import { useAccountUpdate } from './use-account-update.ts';
import { useResendVerification } from './use-resend-verification.ts';

interface AccountFormProps {
  user: SessionUser;
  account: { dateOfBirth: string; verified: boolean; pendingEmail: string | null };
  pendingPicture: string | null;
  isUploading: boolean;
  onSaved: () => void;
}

/** Username, e-mail (and its verification), password and date of birth, with Update. */
export function AccountForm(props: AccountFormProps) {
  const { user, account } = props;
  const message = useFormMessage(INLINE_MESSAGE_MS);
  const saved = { username: user.username, email: user.email, dateOfBirth: account.dateOfBirth };
  // The fields start again from the account whenever the saved account changes.
  return (
    <AccountFields
      key={JSON.stringify(saved)}
      {...props}
      saved={saved}
      message={message.message}
      showMessage={message.show}
      clearError={message.formProps.onInput}
    />
  );
}

function AccountFields({
  user,
  account,
  saved,
  pendingPicture,
  isUploading,
  onSaved,
  message,
  showMessage,
  clearError,
}: AccountFormProps & {
  saved: { username: string; email: string; dateOfBirth: string };
  message: TimedMessage | null;
  showMessage: (tone: TimedMessage['tone'], text: string) => void;
  /** An edit clears the last error (which otherwise stays); the next answer replaces it. */
  clearError: () => void;
}) {
  const t = useMessages('dashboard');
  const update = useAccountUpdate({
    user,
    saved,
    pendingPicture,
    isUploading,
    onSaved,
    showMessage,
  });
  const verification = useResendVerification(user._id);
  const { field } = update;

  return (
    <FormWithSummary form={update.form} onSubmit={update.submit} onInput={clearError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('dashboard.form.username')}
          name="username"
          autoComplete="username"
          {...field('username')}
        />
        <TextInput
          label={t('dashboard.form.email')}
          name="email"
          type="email"
          autoComplete="email"
          {...field('email')}
          rightSection={
            account.verified ? (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />
            ) : (
              <IconAlertTriangle
                size={18}
                color="var(--mantine-color-orange-7)"
                aria-hidden="true"
              />
            )
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            account.pendingEmail ? (
              t('dashboard.form.pendingEmail', { email: account.pendingEmail })
            ) : account.verified ? (
              t('dashboard.form.verified')
            ) : (
              <>
                {t('dashboard.form.notVerified')}{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => verification.send()}
                  disabled={verification.isSending}
                >
                  {t('dashboard.form.verifyEmail')}
                </Anchor>
              </>
            )
          }
        />
        <PasswordField
          label={t('dashboard.form.password')}
          name="password"
          autoComplete="new-password"
          placeholder={t('dashboard.form.passwordPlaceholder')}
          {...field('password')}
        />
        <TextInput
          label={t('dashboard.form.dateOfBirth')}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          max={latestAllowedBirthDate()}
          {...field('dateOfBirth')}
        />
      </SimpleGrid>
      <FormMessage message={verification.message} />
      <FormMessage message={message} />
      <Group gap="sm">
        <Button type="submit" loading={update.isSaving}>
          {t('dashboard.form.update')}
        </Button>
      </Group>
    </FormWithSummary>
  );
}
