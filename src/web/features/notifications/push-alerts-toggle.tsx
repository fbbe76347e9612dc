import { Stack, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOwnAccount } from '#web/features/users/api.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { usePushAlerts } from './api.ts';
import { hasDeviceSubscription, isPushSupported, PushSetupError } from './push-subscription.ts';

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
  const account = useOwnAccount(userId);
  const pushAlerts = usePushAlerts(userId);
  const message = useTimedMessage(MESSAGE_MS);
  const showMessage = message.show;
  const isSupported = isPushSupported();
  const [deviceState, setDeviceState] = useState<'checking' | 'subscribed' | 'none'>('checking');
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

  const toggle = (wanted: boolean) =>
    pushAlerts.mutate(wanted, {
      onSuccess: () => {
        setIsOn(wanted);
        message.show(
          'success',
          wanted ? PUSH_ALERT_MESSAGES.turnedOn : PUSH_ALERT_MESSAGES.turnedOff,
        );
      },
      onError: (error) => {
        console.error(wanted ? 'Turning alerts on failed' : 'Turning alerts off failed', error);
        message.show('error', wanted ? turnOnFailure(error) : PUSH_ALERT_MESSAGES.turnOffFailed);
      },
    });

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
        disabled={
          !isSupported || pushAlerts.isPending || (deviceState === 'checking' && isOn === null)
        }
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <FormMessage message={message.message} />
    </Stack>
  );
}
