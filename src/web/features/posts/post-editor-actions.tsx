import { Button, Group, TextInput } from '@mantine/core';
import type { PostStatus } from '#contracts/posts.ts';
import type { FieldProps } from '#web/lib/contract-form.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The editor's last line: the time to schedule for, Schedule and Save draft (Publish is in its bar). */
export function PostEditorActions({
  status,
  scheduleAt,
  onScheduleAtChange,
  schedule,
  onSave,
  disabled,
}: {
  status: PostStatus;
  scheduleAt: string;
  onScheduleAtChange: (value: string) => void;
  /** The time's id and own message (the form's `fieldProps('publishAt')`). */
  schedule: FieldProps;
  onSave: (target: PostStatus) => void;
  disabled: boolean;
}) {
  const t = useMessages('posts');
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Group align="flex-end" gap="xs">
        <TextInput
          type="datetime-local"
          label={t('posts.editor.publishAt')}
          value={scheduleAt}
          onChange={(event) => onScheduleAtChange(event.currentTarget.value)}
          {...schedule}
        />
        <Button variant="light" onClick={() => onSave('scheduled')} disabled={disabled}>
          {t('posts.editor.schedule')}
        </Button>
      </Group>
      {status !== 'published' && (
        <Button variant="default" onClick={() => onSave('draft')} disabled={disabled}>
          {t('posts.editor.saveDraft')}
        </Button>
      )}
    </Group>
  );
}
