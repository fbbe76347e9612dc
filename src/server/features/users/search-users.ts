import { asc, ilike, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { escapeLike, userSummaryColumns } from './follows.ts';

/** Usernames containing the term (trigram index), those starting with it first. */
export async function searchUsers({ db }: Pick<Services, 'db'>, term: string, limit: number) {
  if (!term) return [];
  const pattern = escapeLike(term.toLowerCase());
  return db
    .select(userSummaryColumns)
    .from(users)
    .where(ilike(sql`lower(${users.username})`, `%${pattern}%`))
    .orderBy(
      sql`lower(${users.username}) like ${`${pattern}%`} desc`,
      sql`length(${users.username})`,
      asc(users.username),
    )
    .limit(limit);
}
