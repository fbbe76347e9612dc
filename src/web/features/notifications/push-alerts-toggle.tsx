import { Stack, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOwnAccount } from '#web/features/users/api.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import { usePushAlerts } from './api.ts';
import { hasDeviceSubscription, isPushSupported, PushSetupError } from './push-subscription.ts';

/** Notification texts hide after 4 s (the spec). */
const MESSAGE_MS = 4000;

/** Why alerts could not be turned on, in the spec's words (its catalogue's texts). */
function turnOnFailure(error: unknown, t: Translate<'notifications'>): string {
  if (!(error instanceof PushSetupError)) return t('notifications.push.failed');
  switch (error.reason) {
    case 'permission':
      return t('notifications.push.blocked');
    case 'unsupported':
      return t('notifications.push.unsupported');
    case 'no-key':
      return t('notifications.push.noKey');
    case 'server':
      return t('notifications.push.notSaved');
  }
}

/**
 * "Get alerts when offline": on asks the browser's permission, subscribes this device to push
 * and saves the subscription; off tells the server to stop pushing to the user.
 */
export function PushAlertsToggle({ userId }: { userId: string }) {
  const t = useMessages('notifications');
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
        showMessage('error', t('notifications.push.checkFailed'));
      });
    return () => {
      isCurrent = false;
    };
  }, [isSupported, showMessage, t]);

  const isChecked = isOn ?? (deviceState === 'subscribed' && Boolean(account.data?.pushEnabled));

  const toggle = (wanted: boolean) =>
    pushAlerts.mutate(wanted, {
      onSuccess: () => {
        setIsOn(wanted);
        message.show(
          'success',
          wanted ? t('notifications.push.turnedOn') : t('notifications.push.turnedOff'),
        );
      },
      onError: (error) => {
        console.error(wanted ? 'Turning alerts on failed' : 'Turning alerts off failed', error);
        message.show(
          'error',
          wanted ? turnOnFailure(error, t) : t('notifications.push.turnOffFailed'),
        );
      },
    });

  return (
    <Stack gap="xs">
      <Switch
        label={t('notifications.push.label')}
        description={
          isSupported ? t('notifications.push.description') : t('notifications.push.unsupported')
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
