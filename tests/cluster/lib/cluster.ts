import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client.ts';
import { startLocalS3 } from '../../../src/server/test/local-s3.ts';
import { createTestDatabase, type TestDatabase } from '../../../src/server/test/test-database.ts';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

export const JWT_SECRET = 'cluster-secret-that-is-long-enough-for-hs256';

export interface Cluster {
  a: AppProcess;
  b: AppProcess;
  proxy: RoundRobinProxy;
  /** The cluster's database, for accounts and for checking what was stored. */
  database: DatabaseHandle;
  databaseUrl: string;
  s3PublicUrl: string;
  /** The bucket's `S3_*` settings, for a process or command of a test's own. */
  s3Environment: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Two app processes on one PostgreSQL database and one S3 bucket, started at once as a
 * deployment would start them, behind a round-robin proxy. They share the JWT secret and one
 * VAPID key pair through the environment, and nothing else but the database and the bucket:
 * each has a data directory of its own.
 */
export async function startCluster(environment: Record<string, string> = {}): Promise<Cluster> {
  if (!process.env.DATABASE_URL) throw new Error('The cluster needs DATABASE_URL (PostgreSQL)');
  const testDatabase: TestDatabase = await createTestDatabase();
  if (testDatabase.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const s3 = await startLocalS3();
  const vapid = webPush.generateVAPIDKeys();
  const dataDirs = ['A', 'B'].map((name) => mkdtempSync(join(tmpdir(), `hearth-cluster-${name}-`)));
  const shared = {
    DATABASE_URL: testDatabase.location.url,
    JWT_SECRET,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:operator@example.org',
    TRUST_PROXY: '1',
    // PostgreSQL would require it; these tests' admins act with a token alone.
    ADMIN_SECOND_FACTOR: 'optional',
    ...s3.environment,
    ...environment,
  };
  const started = await Promise.allSettled(
    ['A', 'B'].map((name, i) => startAppProcess(name, { ...shared, DATA_DIR: dataDirs[i]! })),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(
      started.map((result) => result.status === 'fulfilled' && result.value.kill()),
    );
    throw failed.reason;
  }
  const [a, b] = started.map((result) => (result as PromiseFulfilledResult<AppProcess>).value);
  const proxy = await startRoundRobinProxy([
    { name: 'A', port: a!.port },
    { name: 'B', port: b!.port },
  ]);
  const database = await openDatabase(testDatabase.location);
  return {
    a: a!,
    b: b!,
    proxy,
    database,
    databaseUrl: testDatabase.location.url,
    s3PublicUrl: s3.environment.S3_PUBLIC_URL,
    s3Environment: s3.environment,
    stop: async () => {
      await proxy.close();
      await Promise.all([a!.stop(), b!.stop()]);
      await database.close();
      await testDatabase.drop();
      await s3.stop();
      dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    },
  };
}
