import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dumpMigratedEmbeddedDatabase, type DatabaseLocation } from '../db/client.ts';
import { migrationsDir } from '../platform/paths.ts';

export interface TestDatabase {
  location: DatabaseLocation;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: in-memory PGlite by default; with DATABASE_URL set,
 * a throwaway database created on that PostgreSQL server and dropped afterwards. `onDisk` keeps
 * an embedded database in a directory, so that one app after another can open it.
 */
export async function createTestDatabase({ onDisk = false } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && onDisk) {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-db-'));
    return {
      location: { kind: 'embedded', dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) {
    return {
      location: { kind: 'embedded', startFrom: await migratedTemplate() },
      drop: async () => {},
    };
  }

  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * A migrated in-memory database to start each test file's from, made once per set of
 * migrations and kept in the temp directory for every worker and later runs (a file written
 * whole, then renamed into place, so a worker never reads half of one).
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrations = createHash('sha256');
    for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        migrations.update(name).update(readFileSync(join(migrationsDir, name)));
    }
    const file = join(
      tmpdir(),
      `hearth-test-template-${migrations.digest('hex').slice(0, 16)}.tgz`,
    );
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await dumpMigratedEmbeddedDatabase();
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}
