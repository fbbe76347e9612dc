import { sql, type SQL } from 'drizzle-orm';

/**
 * The search as PostgreSQL full text: the words as typed (`websearch_to_tsquery` understands
 * quotes, `or` and `-`) or, so partial words still match while typing, every word as a prefix.
 */
export function fullTextQuery(term: string): SQL {
  const words = term
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
  const prefixes = words.map((word) => `${word}:*`).join(' & ');
  return prefixes
    ? sql`(websearch_to_tsquery('english', ${term}) || to_tsquery('english', ${prefixes}))`
    : sql`websearch_to_tsquery('english', ${term})`;
}
