import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { SecondFactorMethod } from '#contracts/second-factor.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import {
  finishSignInWithCode,
  finishSignInWithPasskey,
  toSessionUser,
} from './api-second-factor.ts';
import { FormWithSummary } from '#web/components/form-with-summary.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useCheckedText } from './use-checked-text.ts';

export interface SecondStep {
  ticket: string;
  methods: SecondFactorMethod[];
}

/**
 * The sign-in's second step: a code of the authenticator app or a recovery code, or the
 * account's passkey. The field takes focus as the step appears; its error stays beside it.
 */
export function SecondStepForm({
  step,
  onSignedIn,
  onCancel,
}: {
  step: SecondStep;
  onSignedIn: (user: SessionUser) => void;
  onCancel: () => void;
}) {
  const t = useMessages('auth');
  const { value: code, error, setError, fail, inputProps: codeProps, summary } = useCheckedText();
  const [isSending, setIsSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const hasApp = step.methods.includes('totp');
  const hasPasskey = step.methods.includes('passkey');
  const hasCodeField = hasApp || step.methods.includes('recovery-code');

  useEffect(() => {
    field.current?.focus();
  }, []);

  const finish = async (attempt: () => ReturnType<typeof finishSignInWithCode>) => {
    setIsSending(true);
    setError(null);
    try {
      onSignedIn(toSessionUser(await attempt()));
    } catch (failure) {
      fail(errorMessage(failure));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>{t('auth.secondStep.isOn')}</Text>
      {hasCodeField && (
        <FormWithSummary
          form={summary}
          onSubmit={(event) => {
            event.preventDefault();
            if (!code.trim()) return fail(t('auth.secondStep.codeRequired'));
            void finish(() => finishSignInWithCode(step.ticket, code.trim()));
          }}
        >
          <TextInput
            ref={field}
            label={t(hasApp ? 'auth.secondStep.appCode' : 'auth.secondStep.recoveryCode')}
            description={hasApp ? t('auth.secondStep.appCodeHint') : ''}
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            {...codeProps}
          />
          <Button type="submit" fullWidth loading={isSending}>
            {t('auth.secondStep.verify')}
          </Button>
        </FormWithSummary>
      )}
      {hasPasskey && (
        <Button
          variant={hasCodeField ? 'default' : 'filled'}
          fullWidth
          loading={isSending && !hasCodeField}
          onClick={() => void finish(() => finishSignInWithPasskey(step.ticket))}
        >
          {t('auth.secondStep.usePasskey')}
        </Button>
      )}
      {!hasCodeField && error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          {t('auth.secondStep.startAgain')}
        </Anchor>
      </Group>
    </Stack>
  );
}
