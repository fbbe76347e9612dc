import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { signInSchema } from '#contracts/auth.ts';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { useContractForm } from '#web/lib/contract-form.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { toSessionUser } from './api.ts';
import { useSignIn } from './api-sign-in.ts';
import { signInWithPasskey } from './api-second-factor.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SecondStepForm, type SecondStep } from './second-step-form.tsx';
import { homePathFor } from './home-path.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';
import { Message } from '#web/i18n/message.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** A guarded page the visitor was sent away from, if any (set by the route guards). */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/sign-in') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function SignInPage() {
  const t = useMessages('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const setCurrentUser = useAppStore((state) => state.setCurrentUser);
  const form = useContractForm(signInSchema, {
    initialValues: { email: '', password: '' },
    // Each field's own message when it is left empty; the summary leads with the spec's.
    requiredMessages: {
      email: t('auth.signIn.emailRequired'),
      password: t('auth.signIn.passwordRequired'),
    },
  });
  const signIn = useSignIn();
  const { message, show } = useTimedMessage(INLINE_MESSAGE_MS);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [isPasskeyPending, setIsPasskeyPending] = useState(false);

  const finishSignIn = useCallback(
    (user: SessionUser) => {
      setCurrentUser(user);
      void navigate(returnPath(location.state) ?? homePathFor(user), { replace: true });
    },
    [location.state, navigate, setCurrentUser],
  );

  const passkeySignIn = async () => {
    setIsPasskeyPending(true);
    try {
      finishSignIn(toSessionUser(await signInWithPasskey()));
    } catch (error) {
      show('error', errorMessage(error));
    } finally {
      setIsPasskeyPending(false);
    }
  };

  if (secondStep) {
    return (
      <AuthLayout
        title={t('auth.secondStep.title')}
        withArt
        description={t('auth.secondStep.description')}
      >
        <SecondStepForm
          step={secondStep}
          onSignedIn={finishSignIn}
          onCancel={() => setSecondStep(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.signIn.title')} withArt description={t('auth.signIn.description')}>
      <FormWithSummary
        form={form}
        onSubmit={form.onSubmit((input) =>
          signIn.mutate(input, {
            onSuccess: (answer) =>
              answer.kind === 'signed-in' ? finishSignIn(answer.user) : setSecondStep(answer.step),
            onError: (error) => {
              show('error', errorMessage(error));
              // Kept where it will be fixed, after the banner has cleared.
              form.setFieldError('password', errorMessage(error));
            },
          }),
        )}
      >
        <TextInput
          label={t('auth.signIn.emailLabel')}
          name="email"
          autoComplete="username"
          placeholder="you@example.org"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.signIn.passwordLabel')}
          name="password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/request-password-reset" size="sm">
            {t('auth.signIn.forgotPassword')}
          </Anchor>
        </Group>
        <FormMessage message={message} />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('auth.signIn.submit')}
        </Button>
        <Button
          variant="default"
          fullWidth
          loading={isPasskeyPending}
          onClick={() => void passkeySignIn()}
        >
          {t('auth.signIn.passkey')}
        </Button>
      </FormWithSummary>
      <SocialSignInButtons onSignedIn={finishSignIn} />
      <Text size="sm" ta="center" mt="xl">
        <Message
          namespace="auth"
          id="auth.signIn.noAccount"
          components={{ 0: <Anchor component={Link} to="/sign-up" fw={600} /> }}
        />
      </Text>
    </AuthLayout>
  );
}
