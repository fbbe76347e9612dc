import { useFormat } from '#web/lib/use-format.ts';
import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useState } from 'react';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { Post, PostRevision } from './api.ts';
import { usePostRevisions, useRestoreRevision } from './api-editing.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

const VERSION_BORDER = '1px solid var(--mantine-color-default-border)';

/** Where a version stands in the list, newest first: the current one, the first, or both. */
function versionPlace(index: number, count: number) {
  const isCurrent = index === 0;
  const isFirst = index === count - 1;
  if (isCurrent && isFirst) return 'only';
  return isCurrent ? 'current' : isFirst ? 'first' : 'other';
}

/**
 * The History panel: the post's revisions, newest first; one can be viewed and restored (kept as
 * a new revision). `onRestored` gets the post as it is after the restore.
 */
export function PostHistory({
  postId,
  opened,
  onClose,
  onRestored,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
  onRestored: (post: Post) => void;
}) {
  const t = useMessages('posts');
  const format = useFormat();
  const revisions = usePostRevisions(postId, opened);
  const restore = useRestoreRevision(postId);
  const [shownId, setShownId] = useState<string | null>(null);
  const list = revisions.data?.revisions ?? [];

  const confirmRestore = (revision: PostRevision) =>
    openConfirm({
      title: t('posts.history.restoreTitle'),
      children: t('posts.history.restoreBody', { date: format.dateTime(revision.createdAt) }),
      labels: { confirm: t('posts.history.restore'), cancel: t('posts.history.cancel') },
      onConfirm: () =>
        restore.mutate(revision._id, {
          onSuccess: (post) => {
            onRestored(post);
            onClose();
          },
        }),
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('posts.editor.history')}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('posts.history.close') }}
    >
      {revisions.isPending ? (
        <Loader aria-label={t('posts.history.loading')} />
      ) : revisions.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(revisions.error, t('posts.history.loadFailed'))}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('posts.history.empty')}</Text>
      ) : (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((revision, index) => (
            <li key={revision._id}>
              <Stack gap={6}>
                <Text fw={600}>{revision.title || t('posts.history.untitled')}</Text>
                <Text size="sm" c="dimmed">
                  {t('posts.history.meta', {
                    date: format.dateTime(revision.createdAt),
                    hasEditor: revision.editor ? 'yes' : 'no',
                    editor: revision.editor?.username ?? '',
                    place: versionPlace(index, list.length),
                  })}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    aria-expanded={shownId === revision._id}
                    onClick={() => setShownId(shownId === revision._id ? null : revision._id)}
                  >
                    {shownId === revision._id ? t('posts.history.hide') : t('posts.history.view')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    loading={restore.isPending && restore.variables === revision._id}
                    onClick={() => confirmRestore(revision)}
                    aria-label={t('posts.history.restoreVersion', {
                      date: format.dateTime(revision.createdAt),
                    })}
                  >
                    {t('posts.history.restore')}
                  </Button>
                </Group>
                {shownId === revision._id && (
                  <Stack
                    gap="xs"
                    p="sm"
                    style={{
                      border: VERSION_BORDER,
                      borderRadius: 8,
                    }}
                  >
                    <Title order={3} size="h4">
                      {revision.title}
                    </Title>
                    <Text size="sm" fs="italic">
                      {revision.excerpt}
                    </Text>
                    {/* Safe: revisions keep the server-sanitized HTML of the post. */}
                    <Typography>
                      <div dangerouslySetInnerHTML={{ __html: revision.content }} />
                    </Typography>
                  </Stack>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      {restore.isError && (
        <Alert color="red" role="alert" mt="md">
          {errorMessage(restore.error)}
        </Alert>
      )}
    </Drawer>
  );
}
