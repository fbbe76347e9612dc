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

const EMPTY_FORM = { username: '', email: '', password: '', dateOfBirth: '' };

/** Each field's own message when it is left empty; the summary leads with the spec's. */
const REQUIRED = {
  username: 'Enter a username',
  email: 'Enter your e-mail address',
  password: 'Enter a password',
  dateOfBirth: 'Enter your date of birth',
};

const ACCOUNT_CREATED = 'Please check your e-mail to verify your account.';

/** The field a refusal of the server is about (a taken username or address), if it names one. */
function fieldOfServerMessage(message: string): keyof typeof EMPTY_FORM | null {
  if (/user ?name/i.test(message)) return 'username';
  if (/e-?mail/i.test(message)) return 'email';
  return null;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useContractForm(signUpSchema, {
    initialValues: EMPTY_FORM,
    requiredMessages: REQUIRED,
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
      title: 'Account created',
      message: answer.message || ACCOUNT_CREATED,
      // Longer than the usual 2 s success toast: it carries an instruction to read.
      autoClose: 6000,
    });
    void navigate('/sign-in');
  };

  return (
    <AuthLayout
      title="Create Your Account"
      withArt
      description="Join Hearth to comment, follow writers and take part. Members must be at least 13 years old."
    >
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
        <TextInput label="Username" autoComplete="username" {...field('username')} />
        <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description="At least 6 characters"
          {...field('password')}
        />
        <TextInput
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max={maxBirthDate}
          {...field('dateOfBirth')}
        />
        <FormMessage message={message} />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Sign Up
        </Button>
      </FormWithSummary>
      <Text size="sm" ta="center" mt="xl">
        Already have an account?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
