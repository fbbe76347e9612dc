import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * An app closed at once after it started on PostgreSQL (a failed deployment, a test) must still
 * close: the live events' adapter may not have its listening connection yet when it is told to
 * stop, and a connection it receives afterwards must not keep the pool from ending.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);

const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('still closing'), ms).unref()),
  ]);

describe.skipIf(!isPostgres)('closing right after starting (PostgreSQL)', () => {
  it('closes the app and its database every time', async () => {
    const database = await createTestDatabase();
    try {
      for (let i = 0; i < 5; i++) {
        const testApp = await createTestApp({ database });
        expect(await settlesWithin(testApp.close(), 5_000)).toBe('closed');
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});
