import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { MemoryCounterStore, type CounterStore } from '../platform/counter-store.ts';
import { DatabaseCounterStore } from '../platform/database-counter-store.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface CounterStoreKind {
  name: string;
  /** An empty store on the given clock. */
  create(now: () => number): Promise<CounterStore>;
}

/**
 * The two stores every limit can count in, for `describe.each`: this process's memory, and the
 * database (PGlite here, PostgreSQL when DATABASE_URL is set), opened once for the file.
 */
export function counterStoreKinds() {
  let testDatabase: TestDatabase;
  let handle: DatabaseHandle;
  const opened: DatabaseCounterStore[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle = await openDatabase(testDatabase.location);
  });
  afterAll(async () => {
    for (const store of opened) store.close();
    await handle.close();
    await testDatabase.drop();
  });
  /** Another process's store on the same database: it counts against the same windows. */
  const joinDatabase = (now: () => number = Date.now) => {
    const store = new DatabaseCounterStore(handle.db, now);
    opened.push(store);
    return store;
  };
  const kinds: CounterStoreKind[] = [
    { name: 'in memory', create: async (now) => new MemoryCounterStore(now) },
    {
      name: 'in the database',
      create: async (now) => {
        await handle.db.delete(rateLimitWindows);
        return joinDatabase(now);
      },
    },
  ];
  return { kinds, joinDatabase };
}
