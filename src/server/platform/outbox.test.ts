import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import { DELIVERY_WAIT, makeRetriesDue } from '../test/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { MailMessage } from './mail.ts';
import { createOutbox, MAX_ATTEMPTS, retryDelayMs } from './outbox.ts';

/** An app whose own outbox does not poll, so the workers made here are the only ones. */
let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp({ build: { deliverOutbox: false } });
  db = testApp.app.db;
});
afterAll(() => testApp.close());
beforeEach(() => db.delete(outboxMessages));

const silentLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

const mail = (subject: string): MailMessage => ({ to: 'someone@example.org', subject, text: '' });

const rows = () => db.select().from(outboxMessages);

describe('retry delays', () => {
  it('double from about 30 s up to an hour, each between half and all of its step', () => {
    const [least, most] = [() => 0, () => 1];
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, most))).toEqual([
      30_000, 60_000, 120_000,
    ]);
    expect(retryDelayMs(1, least)).toBe(15_000);
    expect(retryDelayMs(MAX_ATTEMPTS, most)).toBe(3_600_000);
    expect(retryDelayMs(MAX_ATTEMPTS, least)).toBe(1_800_000);
  });
});

describe('the outbox', () => {
  it('delivers each message exactly once when several processes poll one database', async () => {
    // On PostgreSQL each worker has a connection pool of its own, as another process has; on
    // the embedded database (one process only) they share its one connection.
    const location = testApp.config.database;
    const handles = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (name) => ({
        name,
        handle: location.kind === 'postgres' ? await openDatabase(location) : null,
      })),
    );
    try {
      const delivered: { subject: string; by: string }[] = [];
      const workers = handles.map(({ name, handle }) => {
        const outbox = createOutbox(handle?.db ?? db, silentLog());
        outbox.handle<MailMessage>('mail', async ({ subject }) => {
          delivered.push({ subject, by: name });
        });
        return outbox;
      });

      const subjects = Array.from({ length: 1000 }, (_, index) => `message ${index}`);
      await workers[0]!.enqueue('mail', subjects.map(mail));
      await Promise.all(workers.map((worker) => worker.drain()));

      expect(delivered.map((d) => d.subject).sort()).toEqual([...subjects].sort());
      // They all took part: the claims really competed.
      expect(new Set(delivered.map((d) => d.by)).size).toBe(handles.length);
      expect(await rows()).toEqual([]);
    } finally {
      await Promise.all(handles.map(({ handle }) => handle?.close()));
    }
  });

  it('sends nothing for a change that was rolled back', async () => {
    const outbox = createOutbox(db, silentLog());
    const delivered: string[] = [];
    outbox.handle<MailMessage>('mail', async ({ subject }) => void delivered.push(subject));

    await db
      .transaction(async (tx) => {
        await outbox.enqueue('mail', [mail('never')], tx);
        tx.rollback();
      })
      .catch(() => {});
    await outbox.enqueue('mail', [mail('committed')]);
    await outbox.drain();
    expect(delivered).toEqual(['committed']);
  });

  it('retries a failing message after a delay, then keeps it as failed and logs it', async () => {
    const log = silentLog();
    const outbox = createOutbox(db, log);
    let calls = 0;
    outbox.handle('mail', async () => {
      calls += 1;
      throw new Error('Connection to mail.example refused for someone@example.org\nat stack');
    });
    await outbox.enqueue('mail', [mail('doomed')]);

    await outbox.drain();
    const [first] = await rows();
    expect(first).toMatchObject({ attempts: 1, failedAt: null });
    // The short reason only: no address, no stack.
    expect(first!.lastError).toBe('Connection to mail.example refused for <address>');
    // Not tried again at once: the retry waits at least half of the first step (15 s).
    const [wait] = await db
      .select({
        seconds: sql`extract(epoch from ${outboxMessages.nextAttemptAt} - now())`.mapWith(Number),
      })
      .from(outboxMessages);
    expect(wait!.seconds).toBeGreaterThan(14);
    await outbox.drain();
    expect(calls).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await makeRetriesDue(db);
      await outbox.drain();
    }
    const [failed] = await rows();
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(failed!.failedAt).toBeInstanceOf(Date);
    expect(log.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(String(log.error.mock.calls[0]![1])).toMatch(/^mail undeliverable, kept as failed/);

    // A failed message is left alone.
    await makeRetriesDue(db);
    await outbox.drain();
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it("waits for the mail a polling round's job queues while the drain is under way", async () => {
    const outbox = createOutbox(db, silentLog());
    const delivered: string[] = [];
    let jobStarted = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    outbox.handle('fan-out', async () => {
      jobStarted = true;
      await released;
      await outbox.enqueue('mail', [mail('made by the job')]);
    });
    outbox.handle<MailMessage>('mail', async ({ subject }) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      delivered.push(subject);
    });
    outbox.start();
    try {
      await outbox.enqueue('fan-out', [{}]);
      await expect.poll(() => jobStarted, DELIVERY_WAIT).toBe(true);

      // The drain's mail round finds nothing while the polling round's job still runs; the job
      // then queues a mail, which the mail lane's own polling picks up.
      const drained = outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await drained;
      expect(delivered).toEqual(['made by the job']);
    } finally {
      await outbox.stop();
    }
  });

  it('on shutdown finishes the delivery under way and leaves the rest for later', async () => {
    const outbox = createOutbox(db, silentLog());
    const started: string[] = [];
    const delivered: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    outbox.handle<MailMessage>('mail', async ({ subject }) => {
      started.push(subject);
      await released;
      delivered.push(subject);
    });
    outbox.start();
    await outbox.enqueue('mail', [mail('under way')]);
    await expect.poll(() => started, DELIVERY_WAIT).toEqual(['under way']);

    const stopped = outbox.stop();
    await outbox.enqueue('mail', [mail('after the stop')]);
    release();
    await stopped;
    expect(delivered).toEqual(['under way']);
    const left = await db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.attempts, 0));
    expect(left).toEqual([{ payload: mail('after the stop') }]);
  });
});
