import { Button, Center } from '@mantine/core';

/** The lists' Show More: shown while the last page came back full, busy while the next loads. */
export function ShowMoreButton({
  hasMore,
  isLoading,
  onClick,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onClick: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="default" onClick={onClick} loading={isLoading}>
        Show More
      </Button>
    </Center>
  );
}
