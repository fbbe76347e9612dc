import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The Delete button of a row; it only asks, the caller confirms and deletes. */
export function DeleteButton({
  onClick,
  itemName,
  isLoading = false,
}: {
  onClick: () => void;
  itemName: string;
  isLoading?: boolean;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={onClick}
      loading={isLoading}
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      aria-label={`Delete ${itemName}`}
    >
      Delete
    </Button>
  );
}
