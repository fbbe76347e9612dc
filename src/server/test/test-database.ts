import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../db/client.ts';

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
  if (!serverUrl) return { location: { kind: 'embedded' }, drop: async () => {} };

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
