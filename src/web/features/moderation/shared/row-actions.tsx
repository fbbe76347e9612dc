import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The Delete button of a row; it only asks, the caller confirms and deletes. */
export function DeleteButton({
  onClick,
  itemName,
  isLoading = false,
}: {
  onClick: () => void;
  /** Completes the accessible name: "Delete" + " comment by ada". */
  itemName: string;
  isLoading?: boolean;
}) {
  const t = useMessages('moderation');
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={onClick}
      loading={isLoading}
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      aria-label={t('moderation.common.deleteItem', { item: itemName })}
    >
      {t('moderation.common.delete')}
    </Button>
  );
}
