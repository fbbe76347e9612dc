import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** How many of an item's words stand for it when looking for texts like it. */
const KEY_WORDS = 32;

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
  sql`coalesce(ts_rank(${searchVector}, ${query}), 0)`;
