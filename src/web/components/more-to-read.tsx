import { Stack, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { CardGrid } from './card-grid.tsx';

interface MoreToReadList<Item> {
  /** The heading's id. */
  id: string;
  title: string;
  items: Item[] | undefined;
}

/**
 * What to read after a post or a narrative: each list that has items, under its heading, as the
 * cards the lists of that kind use. Nothing when every list is empty.
 */
export function MoreToRead<Item extends { _id: string }>({
  lists,
  card,
}: {
  lists: MoreToReadList<Item>[];
  card: (item: Item) => ReactNode;
}) {
  const shown = lists.filter((list) => list.items && list.items.length > 0);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xl">
      {shown.map((list) => (
        <section key={list.id} aria-labelledby={list.id}>
          <Title order={2} id={list.id} size="h3" mb="md">
            {list.title}
          </Title>
          <CardGrid>
            {list.items?.map((item) => (
              <Fragment key={item._id}>{card(item)}</Fragment>
            ))}
          </CardGrid>
        </section>
      ))}
    </Stack>
  );
}
