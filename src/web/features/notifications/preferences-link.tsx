import { Anchor } from '@mantine/core';
import type { Values } from '@lingui/core';
import { Link } from 'react-router';
import { Message } from '#web/i18n/message.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';

/** The notification settings' address, where every bulk mail's "choose what reaches you" leads. */
export const SETTINGS_PATH = '/settings/notifications';

/** A sentence of the `notifications` catalog whose `<0>…</0>` links to a page of the app. */
export function LinkedMessage({
  id,
  to = SETTINGS_PATH,
  values,
}: {
  id: NamespaceIds['notifications'];
  to?: string;
  values?: Values;
}) {
  return (
    <Message
      namespace="notifications"
      id={id}
      values={values}
      components={{ 0: <Anchor component={Link} to={to} underline="always" /> }}
    />
  );
}
