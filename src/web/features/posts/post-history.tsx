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
import { formatDateTime } from '#web/lib/format-date.ts';
import type { Post, PostRevision } from './api.ts';
import { usePostRevisions, useRestoreRevision } from './api-editing.ts';

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
  const revisions = usePostRevisions(postId, opened);
  const restore = useRestoreRevision(postId);
  const [shownId, setShownId] = useState<string | null>(null);
  const list = revisions.data?.revisions ?? [];

  const confirmRestore = (revision: PostRevision) =>
    openConfirm({
      title: 'Restore This Version?',
      children: `The post gets the title, text, excerpt, cover and category it had on ${formatDateTime(revision.createdAt)}.`,
      labels: { confirm: 'Restore', cancel: 'Cancel' },
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
      title="History"
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the history' }}
    >
      {revisions.isPending ? (
        <Loader aria-label="Loading the history" />
      ) : revisions.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(revisions.error, 'The history could not be loaded')}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">
          No versions yet: a post keeps one each time it is published or changed after.
        </Text>
      ) : (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((revision, index) => (
            <li key={revision._id}>
              <Stack gap={6}>
                <Text fw={600}>{revision.title || 'Untitled'}</Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(revision.createdAt)}
                  {revision.editor ? ` by ${revision.editor.username}` : ''}
                  {index === 0 ? ' (current)' : ''}
                  {index === list.length - 1 ? ' (first version)' : ''}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    aria-expanded={shownId === revision._id}
                    onClick={() => setShownId(shownId === revision._id ? null : revision._id)}
                  >
                    {shownId === revision._id ? 'Hide' : 'View'}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    loading={restore.isPending && restore.variables === revision._id}
                    onClick={() => confirmRestore(revision)}
                    aria-label={`Restore the version of ${formatDateTime(revision.createdAt)}`}
                  >
                    Restore
                  </Button>
                </Group>
                {shownId === revision._id && (
                  <Stack
                    gap="xs"
                    p="sm"
                    style={{
                      border: '1px solid var(--mantine-color-default-border)',
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
