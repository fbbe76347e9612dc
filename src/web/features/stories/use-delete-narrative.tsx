import { Text } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import type { Story } from './api.ts';
import { useDeleteStory } from './api-writing.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * Delete with a confirmation dialog, for both dashboard lists. The spec logs a failed delete
 * without a message to the user; the narrative simply stays in the list.
 */
export function useDeleteNarrative() {
  const t = useMessages('stories');
  const remove = useDeleteStory();

  const confirmDelete = (story: Story) =>
    confirmDestructive({
      title: t('stories.delete.title'),
      children: <Text size="sm">{t('stories.delete.body', { title: story.title })}</Text>,
      onConfirm: () =>
        remove.mutate(story, {
          onSuccess: (result) =>
            notifications.show({ color: 'teal', message: result.message, autoClose: 2000 }),
          onError: (error) => console.error('Deleting the narrative failed', error),
        }),
    });

  return {
    confirmDelete,
    isDeleting: (story: Story) => remove.isPending && remove.variables?._id === story._id,
  };
}
