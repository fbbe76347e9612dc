import { Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PrivateUser } from '#contracts/users.ts';
import { useOwnAccount, userKeys } from '#web/api/users.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useAppStore } from '#web/state/app-store.ts';
import {
  hasDeviceSubscription,
  isPushSupported,
  PushSetupError,
  setAlertsEnabled,
  subscribeThisDevice,
} from './push-subscription.ts';

/** Notification texts hide after 4 s (the spec). */
const MESSAGE_MS = 4000;

export const PUSH_ALERT_MESSAGES = {
  blocked: 'Your browser blocked notifications. Please allow them in your browser settings.',
  failed: 'Something went wrong. Please try again later.',
  checkFailed: 'Failed to check push notification status',
  unsupported: "Your browser doesn't support alerts when you're offline.",
  turnOffFailed: 'Failed to update push notification settings',
  turnedOn: "Stay updated! You'll now receive alerts when you're offline.",
  turnedOff: "Alerts turned off. You'll only see updates when using the app.",
} as const;

function turnOnFailure(error: unknown): string {
  if (!(error instanceof PushSetupError)) return PUSH_ALERT_MESSAGES.failed;
  switch (error.reason) {
    case 'permission':
      return PUSH_ALERT_MESSAGES.blocked;
    case 'unsupported':
      return PUSH_ALERT_MESSAGES.unsupported;
    default:
      // 'VAPID public key not available', 'Failed to save subscription on server'
      return error.message;
  }
}

/**
 * "Get alerts when offline": on asks the browser's permission, subscribes this device to push
 * and saves the subscription; off tells the server to stop pushing to the user.
 */
export function PushAlertsToggle({ userId }: { userId: string }) {
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  const account = useOwnAccount(userId);
  const queryClient = useQueryClient();
  const message = useTimedMessage(MESSAGE_MS);
  const showMessage = message.show;
  const isSupported = isPushSupported();
  const [deviceState, setDeviceState] = useState<'checking' | 'subscribed' | 'none'>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const [isOn, setIsOn] = useState<boolean | null>(null);

  useEffect(() => {
    if (!isSupported) return;
    let isCurrent = true;
    hasDeviceSubscription()
      .then((has) => isCurrent && setDeviceState(has ? 'subscribed' : 'none'))
      .catch((error: unknown) => {
        console.error('Push status check failed', error);
        if (!isCurrent) return;
        setDeviceState('none');
        showMessage('error', PUSH_ALERT_MESSAGES.checkFailed);
      });
    return () => {
      isCurrent = false;
    };
  }, [isSupported, showMessage]);

  const isChecked = isOn ?? (deviceState === 'subscribed' && Boolean(account.data?.pushEnabled));

  const rememberEnabled = (pushEnabled: boolean) =>
    queryClient.setQueryData<PrivateUser>(userKeys.byId(userId, viewerId), (user) =>
      user ? { ...user, pushEnabled } : user,
    );

  const turnOn = async () => {
    try {
      await subscribeThisDevice();
      setIsOn(true);
      rememberEnabled(true);
      message.show('success', PUSH_ALERT_MESSAGES.turnedOn);
    } catch (error) {
      console.error('Turning alerts on failed', error);
      message.show('error', turnOnFailure(error));
    }
  };

  const turnOff = async () => {
    try {
      await setAlertsEnabled(false);
      setIsOn(false);
      rememberEnabled(false);
      message.show('success', PUSH_ALERT_MESSAGES.turnedOff);
    } catch (error) {
      console.error('Turning alerts off failed', error);
      message.show('error', PUSH_ALERT_MESSAGES.turnOffFailed);
    }
  };

  const toggle = async (wanted: boolean) => {
    setIsBusy(true);
    await (wanted ? turnOn() : turnOff());
    setIsBusy(false);
  };

  return (
    <Stack gap="xs">
      <Switch
        label="Get alerts when offline"
        description={
          isSupported
            ? 'A browser alert for each new notification while Hearth is not open.'
            : PUSH_ALERT_MESSAGES.unsupported
        }
        checked={isChecked}
        disabled={!isSupported || isBusy || (deviceState === 'checking' && isOn === null)}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <FormMessage message={message.message} />
    </Stack>
  );
}
