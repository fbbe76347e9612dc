import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';

/** What a mailed link's page says when the link did not work, with the reason. */
export function LinkFailedAlert({ children }: { children: ReactNode }) {
  const t = useMessages('auth');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      title={t('auth.linkFailed')}
    >
      {children}
    </Alert>
  );
}
