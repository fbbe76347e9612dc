import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { SessionItem } from '#contracts/sessions.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from './api.ts';

const isPhone = (device: string) => /iPhone|iPad|Android/.test(device);

function DeviceRow({ session }: { session: SessionItem }) {
  const format = useFormat();
  const t = useMessages('dashboard');
  const signOut = useSignOutSession();
  const name = t('dashboard.devices.name', { browser: session.browser, device: session.device });
  const lastActive = format.dateTime(session.lastUsedAt);
  const Icon = isPhone(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={24} stroke={1.6} aria-hidden="true" />
        <div>
          <Text fw={600} size="sm">
            {session.isCurrent ? t('dashboard.devices.thisDevice', { name }) : name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('dashboard.devices.details', {
              network: session.network,
              lastActive,
              signedIn: format.dateTime(session.createdAt),
            })}
          </Text>
        </div>
      </Group>
      {!session.isCurrent && (
        <Button
          variant="default"
          size="xs"
          loading={signOut.isPending}
          aria-label={t('dashboard.devices.signOutLabel', { name, lastActive })}
          onClick={() =>
            signOut.mutate(session._id, {
              onError: (error) => showErrorToast(errorMessage(error)),
            })
          }
        >
          {t('dashboard.devices.signOut')}
        </Button>
      )}
    </Group>
  );
}

/** The account's signed-in devices, each with Sign out, and Sign out all other devices. */
export function SignedInDevices() {
  const t = useMessages('dashboard');
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.isCurrent);

  return (
    <Stack gap="sm" component="section" aria-labelledby="signed-in-devices-title">
      <Title order={2} size="h4" id="signed-in-devices-title">
        {t('dashboard.devices.title')}
      </Title>
      {sessions.isPending && <Loader size="sm" aria-label={t('dashboard.devices.loading')} />}
      {sessions.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(sessions.error)}
        </Text>
      )}
      {list.length > 0 && (
        <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((session) => (
            <DeviceRow key={session._id} session={session} />
          ))}
        </Stack>
      )}
      {others.length > 0 && (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} stroke={1.8} />}
            loading={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onError: (error) => showErrorToast(errorMessage(error)),
              })
            }
          >
            {t('dashboard.devices.signOutOthers')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
