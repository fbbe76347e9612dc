import { Button, Center, type ButtonProps } from '@mantine/core';
import { useMessages } from '#web/i18n/use-messages.ts';

interface ShowMoreLook extends Pick<ButtonProps, 'variant' | 'size'> {
  label?: string;
}

/** The spec's Show more: shown while the last page came back full. */
export function ShowMoreButton({
  onClick,
  isLoading,
  label,
  variant = 'light',
  size,
}: ShowMoreLook & {
  onClick: () => void;
  isLoading: boolean;
}) {
  const t = useMessages('shellParts');
  return (
    <Center>
      <Button variant={variant} size={size} onClick={onClick} loading={isLoading}>
        {label ?? t('shellParts.list.showMore')}
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
