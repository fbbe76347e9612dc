import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { signInSchema } from '#contracts/auth.ts';
import type { SessionUser } from '#contracts/users.ts';
import { signIn, toSessionUser } from '#web/api/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { AuthLayout } from './auth-layout.tsx';
import { homePathFor } from './home-path.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

/** A guarded page the visitor was sent away from, if any (set by the route guards). */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/sign-in') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { message, show } = useTimedMessage(INLINE_MESSAGE_MS);

  const finishSignIn = useCallback(
    (user: SessionUser) => {
      setCurrentUser(user);
      void navigate(returnPath(location.state) ?? homePathFor(user), { replace: true });
    },
    [location.state, navigate, setCurrentUser],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signInSchema.safeParse({ email: identifier, password });
    if (!parsed.success) {
      show('error', parsed.error.issues[0]?.message ?? 'Please fill out all fields');
      return;
    }
    setIsSubmitting(true);
    try {
      const response = await signIn(parsed.data);
      finishSignIn(toSessionUser(response));
    } catch (error) {
      show('error', errorMessage(error));
      setIsSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Sign in"
      withArt
      description="Welcome back! Sign in with your e-mail address or username to comment, follow writers and share your own stories."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email or username"
            name="email"
            autoComplete="username"
            placeholder="you@example.org"
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/request-password-reset" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <FormMessage message={message} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            Sign In
          </Button>
        </Stack>
      </form>
      <SocialSignInButtons onSignedIn={finishSignIn} />
      <Text size="sm" ta="center" mt="xl">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/sign-up" fw={600}>
          Sign up
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
