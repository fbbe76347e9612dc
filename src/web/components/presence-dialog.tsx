import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { handCheckedErrors } from '#web/lib/contract-form.ts';
import { confirmPresence, runWithPresence } from '#web/lib/presence.ts';
import { closeDialog, openDialog } from './confirm-dialog.ts';
import { DialogActions } from '#web/components/dialog-actions.tsx';
import { FormWithSummary } from './form-with-summary.tsx';
import { documentLocale } from '#web/i18n/locale.tsx';
import { loadNamespace, translatorOf } from '#web/i18n/messages.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

const DIALOG_ID = 'confirm-presence';

export interface PresenceOptions {
  /** Offer a code of the authenticator app or a recovery code besides the password. */
  withCode?: boolean;
}

function PresenceForm({
  withCode = false,
  onDone,
}: PresenceOptions & { onDone: (isConfirmed: boolean) => void }) {
  const t = useMessages('shellParts');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const passwordId = useId();
  const codeId = useId();
  // The error is the code field's where there is one (either answer will do), else the password's.
  const errorFieldId = withCode ? codeId : passwordId;
  const summary = handCheckedErrors(
    error ? { path: 'presence', message: error, inputId: errorFieldId } : null,
  );
  const fail = (message: string) => {
    setError(message);
    document.getElementById(errorFieldId)?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password && !code.trim()) {
      fail(
        t(withCode ? 'shellParts.presence.needPasswordOrCode' : 'shellParts.presence.needPassword'),
      );
      return;
    }
    setIsChecking(true);
    try {
      await confirmPresence(password ? { currentPassword: password } : { code: code.trim() });
      onDone(true);
    } catch (failure) {
      setIsChecking(false);
      fail(errorMessage(failure));
    }
  };

  const edit = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setError(null);
  };

  return (
    <FormWithSummary form={summary} onSubmit={(event) => void submit(event)}>
      <Text size="sm">{t('shellParts.presence.why')}</Text>
      <PasswordInput
        label={t('shellParts.presence.password')}
        name="currentPassword"
        autoComplete="current-password"
        data-autofocus
        id={passwordId}
        value={password}
        onChange={edit(setPassword)}
        error={withCode ? undefined : error}
        // Mantine's password field leaves its inner input unmarked.
        aria-invalid={!withCode && error ? true : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('shellParts.password.show') }}
      />
      {withCode && (
        <TextInput
          label={t('shellParts.presence.code')}
          name="code"
          autoComplete="one-time-code"
          id={codeId}
          value={code}
          onChange={edit(setCode)}
          error={error}
        />
      )}
      <DialogActions
        submitLabel={t('shellParts.dialog.confirm')}
        onCancel={() => onDone(false)}
        loading={isChecking}
        gap="sm"
      />
    </FormWithSummary>
  );
}

/** Asks for the current password in a dialog; answers whether the server accepted it. */
export async function askForPresence(options: PresenceOptions = {}): Promise<boolean> {
  const locale = documentLocale();
  await loadNamespace(locale, 'shellParts');
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (isConfirmed: boolean) => {
      if (isSettled) return;
      isSettled = true;
      closeDialog(DIALOG_ID);
      resolve(isConfirmed);
    };
    openDialog({
      modalId: DIALOG_ID,
      title: translatorOf(locale)('shellParts.presence.title'),
      children: <PresenceForm {...options} onDone={settle} />,
      onClose: () => settle(false),
    });
  });
}

/** The call, sent again once the owner has confirmed their password if the server asks for it. */
export const withPresence = <T,>(run: () => Promise<T>, options: PresenceOptions = {}) =>
  runWithPresence(run, () => askForPresence(options));
