import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { signUpSchema } from '#contracts/auth.ts';
import type { SessionUser } from '#contracts/users.ts';
import { latestAllowedBirthDate } from '#contracts/auth.constants.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useSignUp } from './api-sign-in.ts';
import { homePathFor } from './home-path.ts';
import { AuthLayout } from './auth-layout.tsx';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const EMPTY_FORM = { username: '', email: '', password: '', dateOfBirth: '' };

/** The field a refusal of the server is about (a taken username or address), if it names one. */
function fieldOfServerMessage(message: string): keyof typeof EMPTY_FORM | null {
  if (/user ?name/i.test(message)) return 'username';
  if (/e-?mail/i.test(message)) return 'email';
  return null;
}

export function SignUpPage() {
  const t = useMessages('auth');
  const navigate = useNavigate();
  const form = useContractForm(signUpSchema, {
    initialValues: EMPTY_FORM,
    // Each field's own message when it is left empty; the summary leads with the spec's.
    requiredMessages: {
      username: t('auth.signUp.usernameRequired'),
      email: t('auth.signUp.emailRequired'),
      password: t('auth.signUp.passwordRequired'),
      dateOfBirth: t('auth.signUp.dateOfBirthRequired'),
    },
  });
  const signUp = useSignUp();
  const { message, show } = useTimedMessage(INLINE_MESSAGE_MS);
  const maxBirthDate = latestAllowedBirthDate();

  /**
   * An input's value, onChange and its own error, shown under it until it changes; the summary
   * at the top lists them all.
   */
  const field = (name: keyof typeof EMPTY_FORM) => ({ name, ...form.getInputProps(name) });

  /** Signed in: home, where the notice says where the link went; else on to sign-in. */
  const created = (answer: { message: string; user: SessionUser | null }) => {
    if (answer.user) {
      void navigate(homePathFor(answer.user), { replace: true });
      return;
    }
    notifications.show({
      color: 'teal',
      title: t('auth.signUp.createdTitle'),
      message: answer.message || t('auth.signUp.created'),
      // Longer than the usual 2 s success toast: it carries an instruction to read.
      autoClose: 6000,
    });
    void navigate('/sign-in');
  };

  return (
    <AuthLayout title={t('auth.signUp.title')} withArt description={t('auth.signUp.description')}>
      <FormWithSummary
        form={form}
        onSubmit={form.onSubmit((input) =>
          signUp.mutate(input, {
            onSuccess: created,
            onError: (error) => {
              show('error', errorMessage(error));
              const field = fieldOfServerMessage(errorMessage(error));
              if (field) form.setFieldError(field, errorMessage(error));
            },
          }),
        )}
      >
        <TextInput
          label={t('auth.signUp.usernameLabel')}
          autoComplete="username"
          {...field('username')}
        />
        <TextInput
          label={t('auth.signUp.emailLabel')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <PasswordField
          label={t('auth.signUp.passwordLabel')}
          autoComplete="new-password"
          description={t('auth.signUp.passwordHint')}
          {...field('password')}
        />
        <TextInput
          label={t('auth.signUp.dateOfBirthLabel')}
          type="date"
          autoComplete="bday"
          max={maxBirthDate}
          {...field('dateOfBirth')}
        />
        <FormMessage message={message} />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {t('auth.signUp.submit')}
        </Button>
      </FormWithSummary>
      <Text size="sm" ta="center" mt="xl">
        <Message
          namespace="auth"
          id="auth.signUp.haveAccount"
          components={{ 0: <Anchor component={Link} to="/sign-in" fw={600} /> }}
        />
      </Text>
    </AuthLayout>
  );
}
