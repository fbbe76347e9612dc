import { Stack, Text, Title } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import type { ReactNode } from 'react';
import { CardGrid } from '#web/components/card-grid.tsx';
import { ListError } from './list-error.tsx';
import { NextPageFooter } from './next-page-footer.tsx';

/** What the section needs of an infinite query of cards. */
interface CardPagesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedCardSectionProps<Item> {
  /** The heading; its id is `{id}-heading`. */
  title: string;
  id: string;
  query: CardPagesQuery;
  items: Item[];
  total: number;
  /** The count line: "Showing 9 of 30 posts", in the page's language. */
  countText: (shown: number, total: number) => string;
  loadingLabel: string;
  failureMessage: string;
  loadMoreLabel: string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A titled grid of cards read a page at a time, with its count line and Load more; nothing at
 * all when the list is empty.
 */
export function PagedCardSection<Item>(props: PagedCardSectionProps<Item>) {
  const { title, id, query, items, total } = props;
  if (!query.isPending && !query.isError && items.length === 0) return null;
  const headingId = `${id}-heading`;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {items.length > 0 && (
          <Text size="sm" c="dimmed">
            {props.countText(Math.min(items.length, total), total)}
          </Text>
        )}
      </Stack>
      {query.isPending && <CenteredLoader label={props.loadingLabel} />}
      {query.isError && !query.isFetchNextPageError && (
        <ListError message={props.failureMessage} onRetry={() => void query.refetch()} />
      )}
      {items.length > 0 && <CardGrid>{items.map(props.renderItem)}</CardGrid>}
      <NextPageFooter
        query={query}
        failureMessage={props.failureMessage}
        label={props.loadMoreLabel}
      />
    </Stack>
  );
}
