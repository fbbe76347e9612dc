import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The Edit link of a row; its accessible name says which item it edits. */
export function EditButton({ to, itemName }: { to: string; itemName: string }) {
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant="default"
      leftSection={<IconPencil size={14} aria-hidden="true" />}
      aria-label={`Edit ${itemName}`}
    >
      Edit
    </Button>
  );
}

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
