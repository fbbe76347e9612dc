import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import type { PostStatus } from '#contracts/posts.ts';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';

const STATUS_TONES: Record<PostStatus, StatusTone> = {
  draft: 'gray',
  scheduled: 'yellow',
  published: 'green',
};

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The editor's top line: the post's status, whether it is saved, Preview and History. */
export function PostEditorHeader({
  status,
  saveLabel,
  onPreview,
  onHistory,
}: {
  status: PostStatus;
  saveLabel: string;
  onPreview: () => void;
  /** Absent until the post exists. */
  onHistory?: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <StatusPill tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</StatusPill>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="save-state">
          {saveLabel}
        </Text>
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden="true" />}
          onClick={onPreview}
        >
          Preview
        </Button>
        {onHistory && (
          <Button
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden="true" />}
            onClick={onHistory}
          >
            History
          </Button>
        )}
      </Group>
    </Group>
  );
}
