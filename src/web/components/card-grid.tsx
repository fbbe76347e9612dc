import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The grid the cards sit in: one column on phones, two on tablets, three on wide screens. */
export const CARD_GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

/** The width of a card's cover in that grid (three columns of a large container on wide screens). */
export const CARD_GRID_IMAGE_SIZES = '(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw';

/** Post and narrative cards in the one grid every list of cards uses. */
export function CardGrid(props: Omit<SimpleGridProps, 'cols' | 'spacing'>) {
  return <SimpleGrid cols={CARD_GRID_COLS} spacing="lg" {...props} />;
}

/** `count` placeholders in the card grid while the cards load. */
export function CardGridPlaceholders({
  count,
  placeholder,
}: {
  count: number;
  placeholder: (index: number) => ReactNode;
}) {
  return <CardGrid>{Array.from({ length: count }, (_, index) => placeholder(index))}</CardGrid>;
}
