import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../platform/paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * Several app processes started at once on a new PostgreSQL database (a deployment, a restart of
 * every replica): each brings the schema up to date at start-up, and they must not trip over
 * one another. Only meaningful on PostgreSQL: the embedded database serves one process.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);

let database: TestDatabase | undefined;
const handles: DatabaseHandle[] = [];

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

describe.skipIf(!isPostgres)('migrations at start-up (PostgreSQL)', () => {
  it('lets several processes start at once on an empty database, each migrating it once', async () => {
    database = await createTestDatabase();
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase(database!.location)),
    );
    for (const result of opened) if (result.status === 'fulfilled') handles.push(result.value);
    expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));

    const { rows } = (await handles[0]!.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number }[] };
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));
    expect(rows[0]!.applied).toBe(journal.entries.length);
  });
});
