import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a mailed link's page says when the link did not work, with the reason. */
export function LinkFailedAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      title="This link did not work"
    >
      {children}
    </Alert>
  );
}
