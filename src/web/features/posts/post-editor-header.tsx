import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconHistory, type Icon as TablerIcon } from '@tabler/icons-react';
import type { PostStatus } from '#contracts/posts.ts';
import { StatusPill, type StatusTone } from '#web/components/status-pill.tsx';
import classes from './post-editor.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';

const STATUS_TONES: Record<PostStatus, StatusTone> = {
  draft: 'gray',
  scheduled: 'yellow',
  published: 'green',
};

const STATUS_LABELS = {
  draft: 'posts.status.draft',
  scheduled: 'posts.status.scheduled',
  published: 'posts.status.published',
} as const satisfies Record<PostStatus, string>;

/** The bar under the header, its height: the formatting toolbar stays under it. */
export const EDITOR_BAR_BOTTOM = 64 + 56;

/** A button of the bar that keeps only its icon on a phone (its label stays for screen readers). */
function IconOnPhoneButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: TablerIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="default"
      size="sm"
      className={classes.iconOnPhone}
      leftSection={<Icon size={16} aria-hidden="true" />}
      onClick={onClick}
    >
      <span className={classes.label}>{label}</span>
    </Button>
  );
}

/**
 * The editor's bar, on screen while the post is written: its status, whether it is saved,
 * Preview, History and Publish (or Update).
 */
export function PostEditorHeader({
  status,
  saveLabel,
  onPreview,
  onHistory,
  onPublish,
  isPublishing,
  disabled,
}: {
  status: PostStatus;
  saveLabel: string;
  onPreview: () => void;
  /** Absent until the post exists. */
  onHistory?: () => void;
  onPublish: () => void;
  isPublishing: boolean;
  disabled: boolean;
}) {
  const t = useMessages('posts');
  return (
    <div className={classes.bar} role="region" aria-label={t('posts.editor.statusRegion')}>
      <Group gap="sm" wrap="nowrap">
        <span className={classes.pill}>
          <StatusPill tone={STATUS_TONES[status]}>{t(STATUS_LABELS[status])}</StatusPill>
        </span>
        <Text
          size="sm"
          c="dimmed"
          aria-live="polite"
          data-testid="save-state"
          className={classes.state}
        >
          {saveLabel}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <IconOnPhoneButton icon={IconEye} label={t('posts.editor.preview')} onClick={onPreview} />
        {onHistory && (
          <IconOnPhoneButton
            icon={IconHistory}
            label={t('posts.editor.history')}
            onClick={onHistory}
          />
        )}
        <Button size="sm" onClick={onPublish} loading={isPublishing} disabled={disabled}>
          {status === 'published' ? t('posts.editor.update') : t('posts.editor.publish')}
        </Button>
      </Group>
    </div>
  );
}
