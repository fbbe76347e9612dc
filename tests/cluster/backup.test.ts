import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../src/server/test/test-database.ts';
import { createAccount } from './lib/accounts.ts';
import { startAppProcess, type AppProcess } from './lib/app-process.ts';
import { JWT_SECRET } from './lib/cluster.ts';

/**
 * The backup of docs/deploying.md, done as an operator would: `pg_dump` of a live site's
 * database, `pg_restore` into an empty one, and the app started on the copy serves the same
 * content. Only meaningful on PostgreSQL.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const run = promisify(execFile);

const databases: TestDatabase[] = [];
const apps: AppProcess[] = [];
const work = mkdtempSync(join(tmpdir(), 'hearth-backup-'));

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  for (const database of databases) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

async function startOn(database: TestDatabase, name: string) {
  if (database.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const app = await startAppProcess(name, {
    DATABASE_URL: database.location.url,
    DATA_DIR: join(work, name),
    JWT_SECRET,
  });
  apps.push(app);
  return app;
}

const urlOf = (database: TestDatabase) =>
  database.location.kind === 'postgres' ? database.location.url : '';

describe.skipIf(!isPostgres)('a pg_dump backup (PostgreSQL)', () => {
  it('restores into an empty database that the app then serves unchanged', async () => {
    const live = await createTestDatabase();
    databases.push(live);
    const site = await startOn(live, 'live');
    const handle = await openDatabase(live.location);
    const author = await createAccount(handle.db, JWT_SECRET, 'publisher');
    await handle.close();
    const created = await fetch(`${site.baseUrl}/api/post/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...author.headers },
      body: JSON.stringify({ title: 'Kept in the backup', content: '<p>Safe</p>' }),
    });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    const dump = join(work, 'hearth.dump');
    await run('pg_dump', [
      '--format=custom',
      '--no-unlogged-table-data',
      `--file=${dump}`,
      urlOf(live),
    ]);
    const copy = await createTestDatabase();
    databases.push(copy);
    await run('pg_restore', ['--no-owner', `--dbname=${urlOf(copy)}`, dump]);

    const restored = await startOn(copy, 'restored');
    const answer = await fetch(`${restored.baseUrl}/api/post/getposts?slug=${slug}`);
    const { posts } = (await answer.json()) as { posts: { title: string }[] };
    expect(posts.map((post) => post.title)).toEqual(['Kept in the backup']);
    // The copy signs in the same accounts: the same token is accepted.
    const me = await fetch(`${restored.baseUrl}/api/user/${author.id}`, {
      headers: author.headers,
    });
    expect(me.status).toBe(200);
  });
});
