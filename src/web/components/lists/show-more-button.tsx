import { Button, Center, type ButtonProps } from '@mantine/core';

interface ShowMoreLook extends Pick<ButtonProps, 'variant' | 'size'> {
  label?: string;
}

/** The spec's Show more: shown while the last page came back full. */
export function ShowMoreButton({
  onClick,
  isLoading,
  label = 'Show More',
  variant = 'light',
  size,
}: ShowMoreLook & {
  onClick: () => void;
  isLoading: boolean;
}) {
  return (
    <Center>
      <Button variant={variant} size={size} onClick={onClick} loading={isLoading}>
        {label}
      </Button>
    </Center>
  );
}

/** Show more under a paged list, while its infinite query has a next page. */
export function ShowMorePages({
  query,
  ...look
}: ShowMoreLook & {
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
      {...look}
    />
  );
}
