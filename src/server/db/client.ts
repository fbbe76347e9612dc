import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../platform/paths.ts';
import { lockDataDirectory } from './lock.ts';
import {
  createQueryObservers,
  timePgliteQueries,
  timePoolQueries,
  type QueryObserver,
} from './query-timing.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** The connection pool, for what needs PostgreSQL itself (the Socket.IO adapter). */
  pgPool?: pg.Pool;
  ping(): Promise<boolean>;
  /** Tells `observer` of every statement run from now on (the metrics' query time). */
  observeQueries(observer: QueryObserver): void;
  /** Closes the connections; closing again answers the first close. */
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined: an in-memory database (tests), which may start from `startFrom`, a
   * dump of another (`dumpEmbeddedDatabase`) instead of an empty one.
   */
  | { kind: 'embedded'; dataDir?: string; startFrom?: Blob };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const handle =
    location.kind === 'postgres'
      ? await openPostgres(location.url)
      : await openEmbedded(location.dataDir, location.startFrom);
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection that the server drops (restart, failover) must not crash the process: an idle
  // one is replaced by the pool on the next query; one lent out (the Socket.IO adapter keeps one
  // for LISTEN) fails its queries and ends, which its holder sees. Each connection logs it once.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`)),
  );
  pool.on('error', () => {});
  const observers = createQueryObservers();
  timePoolQueries(pool, observers);
  const db = drizzleNodePg(pool, { schema });
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pgPool: pool,
    ping: () => pingDatabase(db as unknown as Database),
    observeQueries: observers.set,
    close: () => pool.end(),
  };
}

/** Any constant of our own: the advisory lock every Hearth process takes to migrate. */
const MIGRATION_LOCK_KEY = 4_702_112_018;

/**
 * Brings the schema up to date while holding a session advisory lock, so that processes started
 * at once on one database migrate one after another: the first applies what is missing, the
 * others then find nothing left to do. Without it they race to create the same tables and all
 * but one fail to start.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

const EMBEDDED_EXTENSIONS = { pg_trgm };

async function openEmbedded(dataDir?: string, startFrom?: Blob): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDirectory(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? `${dataDir}/db` : undefined,
      loadDataDir: startFrom,
      extensions: EMBEDDED_EXTENSIONS,
    });
    const observers = createQueryObservers();
    timePgliteQueries(client, observers);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    return {
      db: db as unknown as Database,
      kind: 'embedded',
      ping: () => pingDatabase(db as unknown as Database),
      observeQueries: observers.set,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A new in-memory embedded database with every migration applied, as a gzipped dump that
 * `startFrom` opens again. Creating an embedded database costs a second or more; opening a dump
 * is a fraction of that.
 */
export async function dumpMigratedEmbeddedDatabase(): Promise<Blob> {
  const client = await PGlite.create({ extensions: EMBEDDED_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}
