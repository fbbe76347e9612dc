import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { confirmPresence, runWithPresence } from '#web/lib/presence.ts';
import { closeDialog, openDialog } from './confirm-dialog.ts';

const DIALOG_ID = 'confirm-presence';

function PresenceForm({ onDone }: { onDone: (isConfirmed: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError('Please enter your current password');
      return;
    }
    setIsChecking(true);
    try {
      await confirmPresence(password);
      onDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
      setIsChecking(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          For your security, changing your e-mail address or password, or deleting your account,
          needs your current password when you have not signed in within the last few minutes.
        </Text>
        <PasswordInput
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isChecking}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the current password in a dialog; answers whether the server accepted it. */
export function askForPresence(): Promise<boolean> {
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
      title: 'Confirm it is you',
      children: <PresenceForm onDone={settle} />,
      onClose: () => settle(false),
    });
  });
}

/** The call, sent again once the owner has confirmed their password if the server asks for it. */
export const withPresence = <T,>(run: () => Promise<T>) => runWithPresence(run, askForPresence);
