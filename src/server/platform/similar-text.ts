import { sql, type SQL } from 'drizzle-orm';
import { MORE_TO_READ } from '#contracts/common.constants.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** How many of an item's words stand for it when looking for texts like it. */
const KEY_WORDS = 32;

/**
 * How many of a category's newest items are ranked by closeness: a bound on the work of a cold
 * read, whatever the size of the category (the query plans test holds it to its index).
 */
export const RELATED_CANDIDATES = 50;

/**
 * A full-text query matching any of the words that stand for one item: its search vector's
 * title words (weight A) first, then the words it uses most. `vector` is that item's vector (a
 * scalar subquery); an item without words gives null, which matches nothing. Each word is
 * quoted, so no word's letters are read as query syntax.
 */
export function keyWordsQuery(vector: SQL): SQL {
  return sql`(select string_agg(quote_literal(word.lexeme), ' | ')::tsquery from (
    select lexeme from unnest(${vector}) as key_word(lexeme, positions, weights)
    where strpos(lexeme, E'\\\\') = 0
    order by ('A' = any(weights)) desc, coalesce(array_length(positions, 1), 0) desc, lexeme
    limit ${KEY_WORDS}
  ) as word)`;
}

/**
 * How close a text is to the item whose key words `query` holds (`keyWordsQuery`): higher is
 * closer, zero when they share no word.
 */
export const similarity = (searchVector: AnyPgColumn, query: SQL) =>
  sql<number>`coalesce(ts_rank(${searchVector}, ${query}), 0)`.mapWith(Number);

/**
 * The related items among a category's newest candidates (newest first, each with its
 * `similarity`): those sharing words closest first, the newest first among equals, then the
 * newest others, `MORE_TO_READ` at most. Ranked here, so the read is a walk of the category's
 * index, never a sort of all of its items that share a word.
 */
export function relatedIds(candidates: { id: string; closeness: number }[]): string[] {
  const sharing = candidates.filter((item) => item.closeness > 0);
  const others = candidates.filter((item) => item.closeness <= 0);
  return [...sharing.sort((a, b) => b.closeness - a.closeness), ...others]
    .slice(0, MORE_TO_READ)
    .map((item) => item.id);
}

/** The items in the order of `ids`. */
export const inOrderOf = <Item extends { _id: string }>(ids: string[], items: Item[]) =>
  ids.flatMap((id) => items.filter((item) => item._id === id));
