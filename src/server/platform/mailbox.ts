import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * What identifies a mailbox, for limits and counts keyed on an e-mail address: the spellings that
 * reach one inbox are one key. Mail still goes to the address as it was typed.
 * - capitals do not matter (no provider in use tells `Ada@` from `ada@`);
 * - a `+tag` after the name is dropped (`ada+news@` reaches `ada@` at nearly every provider);
 * - at Gmail, dots in the name are dropped and `googlemail.com` is `gmail.com`, as Google
 *   documents. Elsewhere a dot names another person, and so does a `-`, which is kept.
 *
 * `mailboxKey` and `mailboxOf` (the same rule in SQL, for an index and a query) must agree:
 * `mailbox.test.ts` checks them on the same addresses.
 */
export function mailboxKey(address: string): string {
  const lower = address.toLowerCase();
  const tagless = lower.replace(/^([^+@]+)\+[^@]*@/, '$1@');
  if (!/@(gmail|googlemail)\.com$/.test(lower)) return tagless;
  return `${tagless.slice(0, tagless.indexOf('@')).replaceAll('.', '')}@gmail.com`;
}

/** `mailboxKey` of an address column or value, in SQL (immutable, so an index can hold it). */
export function mailboxOf(address: SQLWrapper): SQL<string> {
  const tagless = sql`regexp_replace(lower(${address}), '^([^+@]+)\\+[^@]*@', '\\1@')`;
  return sql<string>`(case when lower(${address}) ~ '@(gmail|googlemail)\\.com$' then replace(split_part(${tagless}, '@', 1), '.', '') || '@gmail.com' else ${tagless} end)`;
}
