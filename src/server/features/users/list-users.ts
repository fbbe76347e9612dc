import type { Actor } from '#contracts/policies/actor.ts';
import { and, count, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getUsersQuerySchema } from '#contracts/users.ts';
import { users } from '../../db/schema.ts';
import { lastMonthStart } from '../../platform/last-month.ts';
import { orderOf, pageAndTotal, type ListKeys } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { escapeLike } from './follows.ts';
import { presentPrivateUsers } from './user-presenter.ts';

type UsersQuery = z.output<typeof getUsersQuerySchema>;

const NEWEST_FIRST: ListKeys = { keys: [users.createdAt, users.id], direction: 'desc' };

/** A ban counts only until it runs out, so the filters agree with what the user experiences. */
const isBannedNow = () => and(eq(users.isBanned, true), gt(users.banExpiresAt, new Date()));

const ROLE: Record<UsersQuery['role'], SQL | undefined> = {
  all: undefined,
  admin: eq(users.isAdmin, true),
  publisher: and(eq(users.isPublisher, true), eq(users.isAdmin, false)),
  user: and(eq(users.isPublisher, false), eq(users.isAdmin, false)),
};

/** The admin's user list: every filter combines with the others and with the search. */
export async function listUsers(services: Pick<Services, 'db'>, query: UsersQuery, viewer: Actor) {
  const { db } = services;
  const conditions: (SQL | undefined)[] = [ROLE[query.role]];
  if (query.status === 'banned') conditions.push(isBannedNow());
  if (query.status === 'active') {
    conditions.push(or(eq(users.isBanned, false), lte(users.banExpiresAt, new Date())));
  }
  if (query.verified !== 'all') conditions.push(eq(users.verified, query.verified === 'true'));
  if (query.searchTerm) {
    const pattern = `%${escapeLike(query.searchTerm.toLowerCase())}%`;
    conditions.push(
      or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`),
    );
  }
  const where = and(...conditions);
  const [[rows, total], [lastMonth]] = await Promise.all([
    pageAndTotal(
      db,
      {
        rows: db.select().from(users).$dynamic(),
        of: users,
        where,
        order: orderOf(NEWEST_FIRST),
        keys: NEWEST_FIRST,
      },
      query,
    ),
    db
      .select({ value: count() })
      .from(users)
      .where(and(where, gte(users.createdAt, lastMonthStart()))),
  ]);
  return {
    users: await presentPrivateUsers(services, rows, viewer),
    totalUsers: total,
    lastMonthUsers: lastMonth?.value ?? 0,
  };
}
