import { decodeHTML } from 'entities';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SearchSnippet } from '#contracts/common.ts';
import type { Database } from '../db/client.ts';

/**
 * Full-text search of posts and narratives (decision 040): the search syntax, its ranking, the
 * correction of misspelt words and the highlighted snippets.
 */

/** A plain word (no quote, no `-`), the one a reader may still be typing. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The search as PostgreSQL full text: the words as typed (`websearch_to_tsquery` understands
 * quotes, `or` and `-word`) or, so a word still being typed matches, the same with its last
 * word as a prefix. Only a plain last word outside quotes becomes a prefix, so a phrase, an
 * `or` and an exclusion keep their meaning.
 */
export function fullTextQuery(term: string): SQL {
  const typed = sql`websearch_to_tsquery('english', ${term})`;
  const words = term.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  const insideQuotes = (term.match(/"/g)?.length ?? 0) % 2 === 1;
  if (!PLAIN_WORD.test(last) || last.toLowerCase() === 'or' || insideQuotes) return typed;
  const head = words.slice(0, -1).join(' ');
  return sql`(${typed} || (websearch_to_tsquery('english', ${head}) && to_tsquery('english', ${`${last}:*`})))`;
}

/**
 * Relevance: cover density with the title (weight A) at 1 and the text (B) at 0.4, not divided
 * by the length, so two posts that say the same thing tie and the list's order (newest first
 * by default) decides.
 */
const searchRank = (vector: AnyColumn, query: SQL) =>
  sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${vector}, ${query})`;

/** Whether the title (weight A) matches: above zero exactly then. */
const titleMatches = (vector: AnyColumn, query: SQL) =>
  sql`ts_rank('{0, 0, 0, 1}', ${vector}, ${query}) > 0`;

/** The order of a search's results: title matches first, then by relevance; the list's order breaks ties. */
export const relevanceOrder = (vector: AnyColumn, query: SQL): SQL[] => [
  sql`${titleMatches(vector, query)} desc`,
  sql`${searchRank(vector, query)} desc`,
];

const MARK_START = '\u0001';
const MARK_END = '\u0002';

/** A heading with what it holds (sanitized HTML: no heading inside another). */
const HEADING = '<h[1-6][^>]*>([^<]|<[^/]|</[^h])*</h[1-6]>';

/**
 * Up to two passages of the text around the matches, the matched words between markers no
 * writer can type; `snippetSegments` turns it into text segments the web renders as text.
 * Passages come from the paragraphs: a heading would run on into the next sentence.
 */
export const searchHeadline = (body: AnyColumn, query: SQL) =>
  sql<string>`ts_headline('english', regexp_replace(${body}, ${HEADING}, ' ', 'gi'), ${query}, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=24, MinWords=12, FragmentDelimiter=" … "`})`;

/** The headline as plain-text segments, the matches flagged: no HTML reaches the reader. */
export function snippetSegments(headline: string): SearchSnippet {
  const segments: SearchSnippet = [];
  const pattern = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g');
  let at = 0;
  const push = (raw: string, match: boolean) => {
    const text = decodeHTML(raw).replace(/\s+/g, ' ');
    if (!text) return;
    const previous = segments.at(-1);
    if (previous && previous.match === match) previous.text += text;
    else segments.push({ text, match });
  };
  for (const found of headline.matchAll(pattern)) {
    push(headline.slice(at, found.index), false);
    push(found[1] ?? '', true);
    at = found.index + found[0].length;
  }
  push(headline.slice(at), false);
  // A phrase comes marked word by word: its words and the spaces between are one match.
  for (let index = segments.length - 2; index > 0; index--) {
    const [before, between, after] = segments.slice(index - 1, index + 2);
    if (before?.match && after?.match && between?.text === ' ') {
      before.text += ` ${after.text}`;
      segments.splice(index, 2);
    }
  }
  if (segments[0]) segments[0].text = segments[0].text.trimStart();
  const lastSegment = segments.at(-1);
  if (lastSegment) lastSegment.text = lastSegment.text.trimEnd();
  return segments.filter((segment) => segment.text !== '');
}

/** How alike (pg_trgm `similarity`) a corpus word must be to stand in for an unknown word. */
export const CORRECTION_SIMILARITY = 0.4;
/** Shorter words are left as typed: too few trigrams to tell a typo from another word. */
const CORRECTION_MIN_LENGTH = 4;

/**
 * The term with each word that no public post or narrative contains replaced by the most
 * alike word that one does (`search_words`, by its trigram index), or null when nothing
 * changes. The syntax around the words (quotes, `or`, `-`) stays as typed.
 */
export async function correctedSearchTerm(db: Database, term: string): Promise<string | null> {
  const words = [...new Set(term.toLowerCase().match(/\p{L}+/gu) ?? [])].filter(
    (word) => word.length >= CORRECTION_MIN_LENGTH && word !== 'or',
  );
  if (words.length === 0) return null;
  const typed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  // `%` (similarity above pg_trgm's 0.3) is what the trigram index serves; the finer bar after it.
  const result = await db.execute(sql`
    select typed.word as typed, (
      select candidate.word from search_words candidate
      where candidate.word % typed.word
        and similarity(candidate.word, typed.word) >= ${CORRECTION_SIMILARITY}
      order by similarity(candidate.word, typed.word) desc, candidate.word
      limit 1
    ) as correction
    from unnest(array[${typed}]::text[]) as typed(word)
    where not exists (select 1 from search_words known where known.word = typed.word)`);
  const corrections = new Map<string, string>();
  for (const row of rowsOf<{ typed: string; correction: string | null }>(result))
    if (row.correction) corrections.set(row.typed, row.correction);
  if (corrections.size === 0) return null;
  return term.replace(/\p{L}+/gu, (word) => corrections.get(word.toLowerCase()) ?? word);
}

/** `execute` answers rows on PGlite and a result with `rows` on node-postgres. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}
