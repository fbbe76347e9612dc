import { Alert, type AlertProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * How the donation pages say what is so (how a gift is paid, a case that ended, who may manage
 * cases): a light alert with its icon. An alert by default; `role` tones it down.
 */
export function Notice({
  color,
  icon: NoticeIcon,
  title,
  role,
  children,
}: {
  color: AlertProps['color'];
  icon: Icon;
  title?: ReactNode;
  role?: 'alert' | 'status' | 'note';
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<NoticeIcon size={20} aria-hidden="true" />}
      title={title}
      role={role}
    >
      {children}
    </Alert>
  );
}
