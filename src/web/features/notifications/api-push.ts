import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSettingsBody } from '#contracts/notifications.ts';
import * as push from '#contracts/push.endpoints.ts';
import type { PrivateUser } from '#contracts/users.ts';
import { userKeys } from '#web/features/users/api.ts';
import { call } from '#web/lib/api-client.ts';
import { useViewerId } from './api-cache.ts';
import { askAlertPermission, pushSetupError, subscribeBrowser } from './push-subscription.ts';

const fetchPublicKey = () =>
  call(push.publicKey)
    .then((answer) => answer.publicKey)
    .catch(() => undefined);

/**
 * Permission, then a subscription to the browser's push service with the server's key, then
 * the subscription saved on the server (which turns the user's alerts on).
 */
async function subscribeThisDevice(): Promise<void> {
  await askAlertPermission();
  const publicKey = await fetchPublicKey();
  if (!publicKey) throw pushSetupError('no-key');
  const subscription = await subscribeBrowser(publicKey);
  await call(push.subscribe, { body: { subscription } }).catch(() => {
    throw pushSetupError('server');
  });
}

const savePushSetting = (body: PushSettingsBody) => call(push.settings, { body });

/**
 * "Get alerts when offline": on subscribes this browser, off tells the server to stop pushing
 * to the user; the user's cached account then says which. A failure to turn them on is a
 * `PushSetupError` naming why.
 */
export function usePushAlerts(userId: string) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      if (enabled) await subscribeThisDevice();
      else await savePushSetting({ enabled });
    },
    onSuccess: (_answer, pushEnabled) =>
      queryClient.setQueryData<PrivateUser>(userKeys.byId(userId, viewerId), (user) =>
        user ? { ...user, pushEnabled } : user,
      ),
  });
}
