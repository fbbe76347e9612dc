import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { TimedMessage } from '#web/lib/use-timed-message.ts';

const TONES = {
  error: { color: 'red', Icon: IconAlertCircle },
  success: { color: 'teal', Icon: IconCircleCheck },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

/** A form's inline message; errors are announced at once, other messages politely. */
export function FormMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const { color, Icon } = TONES[message.tone];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} stroke={1.8} />}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </Alert>
  );
}
