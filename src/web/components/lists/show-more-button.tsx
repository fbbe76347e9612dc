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

/** Show more under a paged list, while its infinite query has a next page. */
export function ShowMorePages({
  query,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  if (!query.hasNextPage) return null;
  return (
    <ShowMoreButton
      onClick={() => void query.fetchNextPage()}
      isLoading={query.isFetchingNextPage}
    />
  );
}
