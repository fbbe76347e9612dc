import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { SessionItem } from '#contracts/sessions.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from './api.ts';

const isPhone = (device: string) => /iPhone|iPad|Android/.test(device);

function DeviceRow({ session }: { session: SessionItem }) {
  const signOut = useSignOutSession();
  const name = `${session.browser} on ${session.device}`;
  const Icon = isPhone(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={24} stroke={1.6} aria-hidden="true" />
        <div>
          <Text fw={600} size="sm">
            {name}
            {session.isCurrent && ' (this device)'}
          </Text>
          <Text size="xs" c="dimmed">
            Network {session.network} · last active {formatDateTime(session.lastUsedAt)} · signed in{' '}
            {formatDateTime(session.createdAt)}
          </Text>
        </div>
      </Group>
      {!session.isCurrent && (
        <Button
          variant="default"
          size="xs"
          loading={signOut.isPending}
          aria-label={`Sign Out ${name}, last active ${formatDateTime(session.lastUsedAt)}`}
          onClick={() =>
            signOut.mutate(session._id, {
              onError: (error) => showErrorToast(errorMessage(error)),
            })
          }
        >
          Sign Out
        </Button>
      )}
    </Group>
  );
}

/** The account's signed-in devices, each with Sign out, and Sign out all other devices. */
export function SignedInDevices() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.isCurrent);

  return (
    <Stack gap="sm" component="section" aria-labelledby="signed-in-devices-title">
      <Title order={2} size="h4" id="signed-in-devices-title">
        Signed-in Devices
      </Title>
      {sessions.isPending && <Loader size="sm" aria-label="Loading your signed-in devices" />}
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
            Sign Out All Other Devices
          </Button>
        </Group>
      )}
    </Stack>
  );
}
