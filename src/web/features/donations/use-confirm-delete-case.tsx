import { Stack, Text } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { MESSAGES, messageOf, useDeleteCase, type DonationCase } from './api.ts';
import { showErrorToast } from '#web/components/error-toast.ts';

/**
 * Delete, after a confirmation: a case with donations is archived instead, and the notice
 * says which happened.
 */
export function useConfirmDeleteCase() {
  const remove = useDeleteCase({
    onSuccess: (result, donationCase) =>
      notifications.show({
        color: 'teal',
        title: result.archived ? 'Archived, not erased' : 'Deleted',
        message: result.archived
          ? `“${donationCase.title}” has donations, so it was archived: it is hidden from the public and its donation records are kept.`
          : `“${donationCase.title}” had no donations and was deleted.`,
        autoClose: result.archived ? 6000 : 2000,
      }),
    onError: (error) => showErrorToast(messageOf(error, MESSAGES.deleteCase)),
  });

  const confirmDelete = (donationCase: DonationCase) =>
    confirmDestructive({
      title: 'Delete Donation Case',
      children: (
        <Stack gap="xs">
          <Text size="sm">Delete “{donationCase.title}”?</Text>
          <Text size="sm" c="dimmed">
            A case that has received donations is archived instead: closed and hidden from the
            public, with every donation record kept. A case without donations is erased.
          </Text>
        </Stack>
      ),
      onConfirm: () => remove.mutate(donationCase),
    });

  return {
    confirmDelete,
    isDeleting: (donationCase: DonationCase) =>
      remove.isPending && remove.variables?._id === donationCase._id,
  };
}
