import { sql } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { ReadinessCheck, ReadinessResponse } from '#contracts/health.ts';
import type { Database } from '../../db/client.ts';
import { migrationsDir } from '../../platform/paths.ts';
import type { Services } from '../../platform/services.ts';

/** A check that has not answered by then has failed: a probe must answer, not hang. */
const CHECK_TIMEOUT_MS = 2_000;

/** When each bundled migration was made (the journal's `when`), as the migrator records it. */
let bundledMigrations: number[] | undefined;
const bundled = () =>
  (bundledMigrations ??= readMigrationFiles({ migrationsFolder: migrationsDir }).map(
    (migration) => migration.folderMillis,
  ));

function withinTimeout<T>(check: Promise<T>, failed: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(failed), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.catch(() => failed), timeout]).finally(() => clearTimeout(timer));
}

async function databaseAnswers(db: Database) {
  await db.execute(sql`select 1`);
  return true;
}

/** Where Drizzle's migrator records what it applied; `created_at` is the journal's `when`. */
const appliedMigrationsTable = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** How many of the bundled migrations the database records as applied. */
async function appliedMigrations(db: Database) {
  const rows = await db
    .select({ createdAt: appliedMigrationsTable.createdAt })
    .from(appliedMigrationsTable);
  const applied = new Set(rows.map((row) => row.createdAt));
  return bundled().filter((made) => applied.has(made)).length;
}

/** Whether this process can serve: database, migrations and storage, checked at once. */
export async function checkReadiness(
  services: Pick<Services, 'db' | 'storage'>,
): Promise<ReadinessResponse> {
  const [database, applied, storage] = await Promise.all([
    withinTimeout(databaseAnswers(services.db), false),
    withinTimeout<number | null>(appliedMigrations(services.db), null),
    withinTimeout(services.storage.isWritable(), false),
  ]);
  const expected = bundled().length;
  const checks = {
    database: { ok: database },
    migrations: { ok: database && applied === expected, applied, bundled: expected },
    storage: { ok: storage },
  };
  const failed = (Object.keys(checks) as ReadinessCheck[]).filter((name) => !checks[name].ok);
  return { status: failed.length === 0 ? 'ready' : 'not_ready', checks, failed };
}
