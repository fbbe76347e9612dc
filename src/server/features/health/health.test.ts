import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/** Where Drizzle's migrator records the migrations it applied. */
const migrationsTable = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

let testApp: TestApp;
const { inject } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const readiness = async () => {
  const response = await inject({ method: 'GET', url: '/api/health/ready' });
  return { status: response.statusCode, body: response.json(), raw: response.body };
};

describe('GET /api/health/live', () => {
  it('tells a visitor the process is up', async () => {
    const response = await inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('tells a visitor the database answers, every migration is applied and uploads can be stored', async () => {
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: expect.any(Number), bundled: expect.any(Number) },
        storage: { ok: true },
      },
      failed: [],
    });
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.bundled);
    expect(body.checks.migrations.bundled).toBeGreaterThan(0);
  });

  it('answers 503 naming storage when uploads cannot be written', async () => {
    const uploadsDir = join(testApp.config.dataDir, 'uploads');
    renameSync(uploadsDir, `${uploadsDir}.away`);
    writeFileSync(uploadsDir, 'a file where the uploads folder belongs');
    try {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'not_ready', failed: ['storage'] });
      expect(body.checks.storage).toEqual({ ok: false });
    } finally {
      rmSync(uploadsDir);
      renameSync(`${uploadsDir}.away`, uploadsDir);
    }
    expect((await readiness()).status).toBe(200);
  });

  it('answers 503 naming migrations when the database lacks one the build carries', async () => {
    const { db } = testApp.app;
    const [removed] = await db
      .delete(migrationsTable)
      .where(
        eq(
          migrationsTable.createdAt,
          sql`(select max(created_at) from drizzle.__drizzle_migrations)`,
        ),
      )
      .returning();
    try {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'not_ready', failed: ['migrations'] });
      expect(body.checks.migrations.applied).toBe(body.checks.migrations.bundled - 1);
    } finally {
      await db.insert(migrationsTable).values(removed!);
    }
    expect((await readiness()).status).toBe(200);
  });

  it('answers 503 naming the database when it is unreachable, and says nothing of why', async () => {
    const database = await createTestDatabase();
    const broken = await createTestApp({ database });
    try {
      // PostgreSQL loses the database under the pool; PGlite, held in memory, is closed.
      if (database.location.kind === 'postgres') await database.drop();
      else await broken.app.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: {
          database: { ok: false },
          migrations: { ok: false, applied: null, bundled: expect.any(Number) },
          storage: { ok: true },
        },
        failed: ['database', 'migrations'],
      });
      const location = broken.config.database;
      if (location.kind === 'postgres') expect(response.body).not.toContain(location.url);
      expect(response.body).not.toContain(broken.config.dataDir);
      expect(response.body).not.toMatch(/closed|pool|error/i);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/health', () => {
  it('still reports the process and the database as the spec has it', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});

describe('GET /metrics without METRICS_TOKEN or METRICS_PORT', () => {
  it('is an unknown address, token or not', async () => {
    for (const headers of [{}, { authorization: 'Bearer metrics-token-for-the-scraper' }]) {
      const response = await inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
    }
  });
});
