import { Button, Center } from '@mantine/core';

/** The spec's Show more: shown while the last page came back full. */
export function ShowMoreButton({
  onClick,
  isLoading,
  label = 'Show more',
}: {
  onClick: () => void;
  isLoading: boolean;
  label?: string;
}) {
  return (
    <Center>
      <Button variant="light" onClick={onClick} loading={isLoading}>
        {label}
      </Button>
    </Center>
  );
}
