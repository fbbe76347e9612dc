import { ActionIcon, Alert, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The running upload's bar and percentage. */
export function UploadProgress({ progress, label }: { progress: number; label: string }) {
  const t = useMessages('shellParts');
  return (
    <Stack gap={4}>
      <Progress value={progress} animated size="lg" radius="xl" aria-label={label} />
      <Text size="xs" c="dimmed" role="status">
        {t('shellParts.upload.progress', { progress: progress / 100 })}
      </Text>
    </Stack>
  );
}

export function UploadError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {message}
    </Alert>
  );
}

/** The chosen image's preview with a button that takes it away. */
export function RemovableImage({
  children,
  removeLabel,
  onRemove,
  disabled,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p={4} pos="relative" maw={420}>
      {children}
      <ActionIcon
        pos="absolute"
        top={10}
        style={{ insetInlineEnd: 10 }}
        color="dark"
        variant="filled"
        onClick={onRemove}
        disabled={disabled}
        aria-label={removeLabel}
      >
        <IconX size={16} aria-hidden="true" />
      </ActionIcon>
    </Paper>
  );
}
