import { Stack, Text } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { MESSAGES, messageOf, useDeleteCase, type DonationCase } from './api.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * Delete, after a confirmation: a case with donations is archived instead, and the notice
 * says which happened.
 */
export function useConfirmDeleteCase() {
  const t = useMessages('donations');
  const remove = useDeleteCase({
    onSuccess: (result, donationCase) =>
      notifications.show({
        color: 'teal',
        title: t(
          result.archived ? 'donations.delete.archivedTitle' : 'donations.delete.deletedTitle',
        ),
        message: t(result.archived ? 'donations.delete.archived' : 'donations.delete.deleted', {
          title: donationCase.title,
        }),
        autoClose: result.archived ? 6000 : 2000,
      }),
    onError: (error) => showErrorToast(messageOf(error, t(MESSAGES.deleteCase))),
  });

  const confirmDelete = (donationCase: DonationCase) =>
    confirmDestructive({
      title: t('donations.delete.title'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('donations.delete.question', { title: donationCase.title })}</Text>
          <Text size="sm" c="dimmed">
            {t('donations.delete.explain')}
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
