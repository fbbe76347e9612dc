import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './card-grid.module.css';

/** The width of a card's cover in that grid (three columns of a large container on wide screens). */
export const CARD_GRID_IMAGE_SIZES = '(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw';
/** A card cover's frame (`CoverImage`'s default): the crop readers see on every card. */
export const CARD_COVER_RATIO = 16 / 9;

/** Post and narrative cards in the one grid every list of cards uses. */
export function CardGrid({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={className ? `${classes.grid} ${className}` : classes.grid} />;
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
