import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Database, Transaction } from '../client.ts';
import * as schema from '../schema.ts';
import { createDemoCredentials, writeDemoAccountsFile, type DemoAccount } from './demo-accounts.ts';
import { generateDemoImages } from './demo-images.ts';
import { planDemoRows, type DemoRows } from './demo-plan.ts';
import { DEMO_USERS } from './demo-users.ts';

export type { DemoAccount } from './demo-accounts.ts';

/** Any constant will do; it only has to be the same for every process seeding one database. */
const SEED_LOCK_KEY = 4_270_813;

const hasAnyUser = async (db: Database | Transaction) =>
  (await db.select({ id: schema.users.id }).from(schema.users).limit(1)).length > 0;

/**
 * Fills an empty database with a living demo site: accounts of every role, articles with
 * comments and likes, narratives, donation cases with gifts, follows and some moderation work.
 * Runs once: a database that has any user is left alone and `null` is returned.
 */
export async function seedDemoContent(
  db: Database,
  config: Config,
  storage: FileStorage,
): Promise<{ accounts: DemoAccount[] } | null> {
  if (await hasAnyUser(db)) return null;

  // The slow, row-free work happens before the transaction, which PGlite would otherwise hold
  // while the rest of the app waits.
  const [images, credentials] = await Promise.all([
    generateDemoImages(storage),
    createDemoCredentials(DEMO_USERS),
  ]);
  const rows = planDemoRows(
    credentials.map(({ person, passwordHash }) => ({ ...person, passwordHash })),
    images,
    new Date(),
  );

  const isSeeded = await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    if (await hasAnyUser(tx)) return false;
    await insertRows(tx, rows);
    return true;
  });
  if (!isSeeded) return null;

  const accounts = credentials.map(({ person, password }) => ({
    role: person.role,
    username: person.username,
    email: person.email,
    password,
  }));
  await writeDemoAccountsFile(config.dataDir, accounts);
  return {
    accounts: accounts.map(({ role, username, password }) => ({ role, username, password })),
  };
}

/** In dependency order: every row is written after the rows it points at. */
async function insertRows(tx: Transaction, rows: DemoRows) {
  await tx.insert(schema.users).values(rows.users);
  await tx.insert(schema.follows).values(rows.follows);
  await tx.insert(schema.posts).values(rows.posts);
  await tx.insert(schema.comments).values(rows.comments.filter((c) => !c.parentId));
  await tx.insert(schema.comments).values(rows.comments.filter((c) => c.parentId));
  await tx.insert(schema.commentLikes).values(rows.commentLikes);
  await tx.insert(schema.stories).values(rows.stories);
  await tx.insert(schema.donationCases).values(rows.donationCases);
  // Receipt numbers in the order the gifts completed, as the live site gives them.
  await tx.insert(schema.donationTransactions).values(
    [...rows.donationTransactions]
      .sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0))
      .map((row) => ({
        ...row,
        receiptNumber: sql<number>`nextval('donation_receipt_numbers')`,
      })),
  );
  await tx.insert(schema.donationCaseUpdates).values(rows.donationCaseUpdates);
  await tx.insert(schema.donationLedgerEntries).values(rows.donationLedgerEntries);
  await tx.insert(schema.publisherRequests).values(rows.publisherRequests);
  await tx.insert(schema.reports).values(rows.reports);
  await tx.insert(schema.notifications).values(rows.notifications);
}
