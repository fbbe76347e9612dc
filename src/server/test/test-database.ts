import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseLocation } from '../db/client.ts';

export interface TestDatabase {
  location: DatabaseLocation;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: in-memory PGlite by default; with DATABASE_URL set,
 * a throwaway database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
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
