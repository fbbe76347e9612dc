import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { latestAllowedBirthDate, signUpSchema } from '#contracts/auth.ts';
import { signUp } from '#web/api/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { AuthLayout } from './auth-layout.tsx';

const EMPTY_FORM = { username: '', email: '', password: '', dateOfBirth: '' };

export function SignUpPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_FORM);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { message, show } = useTimedMessage(INLINE_MESSAGE_MS);
  const maxBirthDate = latestAllowedBirthDate();

  const field = (name: keyof typeof EMPTY_FORM) => ({
    name,
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(form);
    if (!parsed.success) {
      show('error', parsed.error.issues[0]?.message ?? 'Please fill out all fields');
      return;
    }
    setIsSubmitting(true);
    try {
      const response = await signUp(parsed.data);
      notifications.show({
        color: 'teal',
        title: 'Account created',
        message: response.message || 'Please check your e-mail to verify your account.',
        // Longer than the usual 2 s success toast: it carries an instruction to read.
        autoClose: 6000,
      });
      void navigate('/sign-in');
    } catch (error) {
      show('error', errorMessage(error));
      setIsSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      withArt
      description="Join Hearth to comment, follow writers and take part. Members must be at least 13 years old."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput label="Username" autoComplete="username" {...field('username')} />
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
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
          <Button type="submit" fullWidth loading={isSubmitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="xl">
        Already have an account?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
