import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Database, Transaction } from '../db/client.ts';
import { mailings, outboxMessages } from '../db/schema.ts';

export type OutboxKind = 'mail' | 'push' | 'fan-out' | 'cdn-purge';

/** Sends one message. Resolving means delivered; throwing means "try again later". */
export type Deliverer<Payload> = (payload: Payload) => Promise<void>;

/** How often an idle process looks for due messages. */
const POLL_INTERVAL_MS = 1000;
/** Messages one process claims at a time, and how many of them it sends at once. */
const BATCH_SIZE = 64;
const CONCURRENT_DELIVERIES = 16;
/**
 * A claimed message belongs to its process for this long. Longer than any delivery may take
 * (every transport has a shorter timeout), so it is never sent twice; a process that dies with
 * it in hand leaves it to the others after that.
 */
const CLAIM_SECONDS = 5 * 60;
/** After this many failed attempts a message is kept as failed and no longer tried. */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Rows per insert, well under PostgreSQL's limit of parameters per statement. */
const INSERT_CHUNK = 1000;

/**
 * Exponential backoff with jitter: about 30 s after the first failure, doubling up to an hour,
 * each delay drawn between half and all of its step so that processes do not retry in step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random) {
  const step = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
  return Math.round(step * (0.5 + random() / 2));
}

/** A failure in a few words, for the table and the log: first line, addresses blanked. */
function describeFailure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n', 1)[0] ?? '';
  return firstLine.replace(/[^\s<>"@]+@[^\s<>"@]+/g, '<address>').slice(0, 200);
}

/** The mailing a message names, if any (`MailMessage.mailing`). */
const mailingOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'mailing' in payload
    ? String(payload.mailing)
    : null;

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export interface OutboxOptions {
  /** The most messages of a kind one process hands to its deliverer in a second. */
  ratePerSecond?: Partial<Record<OutboxKind, number>>;
}

/**
 * Durable delivery of mail, push and notification fan-out. `enqueue` writes messages into
 * `outbox_messages`, in the caller's transaction when it passes one, so a rolled-back change
 * sends nothing. Each kind has its own lane in each process, so slow mail (held to its rate)
 * never holds up pushes or a fan-out: a lane polls for its due messages and claims a batch with
 * `FOR UPDATE SKIP LOCKED`, so with several processes on one database each message goes out
 * from exactly one of them. A delivered message is deleted; a failed one is retried with
 * backoff, and after MAX_ATTEMPTS kept as failed.
 */
export function createOutbox(db: Database, log: FastifyBaseLogger, options: OutboxOptions = {}) {
  const deliverers = new Map<OutboxKind, Deliverer<unknown>>();
  /** Names this process's claims, so that a restart of the only process can take them back. */
  const claimant = randomUUID();
  const lanes = new Map<OutboxKind, ReturnType<typeof createLane>>();
  let polling = false;

  async function countSent(mailing: string) {
    await db
      .insert(mailings)
      .values({ mailing, sent: 1, lastSentAt: sql`now()` })
      .onConflictDoUpdate({
        target: mailings.mailing,
        set: { sent: sql`${mailings.sent} + 1`, lastSentAt: sql`now()` },
      });
  }

  function createLane(kind: OutboxKind) {
    const rate = options.ratePerSecond?.[kind];
    const throttle = rate ? createThrottle(rate) : null;
    // A throttled lane claims what it may send in about a second, well inside its claim.
    const batchSize = rate ? Math.max(1, Math.min(BATCH_SIZE, Math.ceil(rate))) : BATCH_SIZE;
    const deliveries = pLimit(CONCURRENT_DELIVERIES);
    /** The round under way: rounds of one lane never overlap. */
    let currentRound: Promise<number> = Promise.resolve(0);
    let pollUnderWay = false;
    let nudged = false;
    let timer: NodeJS.Timeout | undefined;

    async function claimDue() {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.kind, kind),
            isNull(outboxMessages.failedAt),
            lte(outboxMessages.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(outboxMessages.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({
          attempts: sql`${outboxMessages.attempts} + 1`,
          nextAttemptAt: secondsFromNow(CLAIM_SECONDS),
          claimedBy: claimant,
        })
        .where(inArray(outboxMessages.id, due))
        .returning({
          id: outboxMessages.id,
          kind: outboxMessages.kind,
          payload: outboxMessages.payload,
          attempts: outboxMessages.attempts,
          mailing: outboxMessages.mailing,
        });
    }

    type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

    async function recordFailure(message: Claimed, error: unknown) {
      const reason = describeFailure(error);
      const context = { outboxId: message.id, kind: message.kind, attempts: message.attempts };
      if (message.attempts >= MAX_ATTEMPTS) {
        await db
          .update(outboxMessages)
          .set({ failedAt: sql`now()`, lastError: reason, claimedBy: null })
          .where(eq(outboxMessages.id, message.id));
        log.error(context, `${message.kind} undeliverable, kept as failed: ${reason}`);
        return;
      }
      const delayMs = retryDelayMs(message.attempts);
      await db
        .update(outboxMessages)
        .set({ nextAttemptAt: secondsFromNow(delayMs / 1000), lastError: reason, claimedBy: null })
        .where(eq(outboxMessages.id, message.id));
      log.warn({ ...context, retryInMs: delayMs }, `${message.kind} delivery failed: ${reason}`);
    }

    async function deliver(message: Claimed) {
      const deliverer = deliverers.get(kind);
      try {
        if (!deliverer) throw new Error(`Nothing delivers ${kind} messages`);
        await throttle?.();
        await deliverer(message.payload);
      } catch (error) {
        await recordFailure(message, error);
        return;
      }
      await db.delete(outboxMessages).where(eq(outboxMessages.id, message.id));
      if (message.mailing) await countSent(message.mailing);
    }

    /** Claims the due messages and delivers them; answers how many it claimed. */
    async function deliverDue() {
      const claimed = await claimDue();
      const results = await Promise.allSettled(
        claimed.map((message) => deliveries(() => deliver(message))),
      );
      for (const result of results) {
        if (result.status === 'rejected') {
          log.error({ err: result.reason }, 'outbox bookkeeping failed');
        }
      }
      return claimed.length;
    }

    function nextRound() {
      const round = currentRound.then(deliverDue, deliverDue);
      currentRound = round.catch(() => 0);
      return round;
    }

    function schedule(delayMs: number) {
      clearTimeout(timer);
      if (!polling) return;
      timer = setTimeout(() => void poll(), delayMs);
      timer.unref();
    }

    async function poll() {
      pollUnderWay = true;
      nudged = false;
      const claimed = await nextRound().catch((error: unknown) => {
        log.error({ err: error }, 'outbox round failed');
        return 0;
      });
      pollUnderWay = false;
      // A full round may have left more behind; a message queued during it is due now too.
      schedule(claimed > 0 || nudged ? 0 : POLL_INTERVAL_MS);
    }

    return {
      nextRound,
      schedule,
      /** A new message: look now rather than at the next poll. */
      nudge() {
        if (pollUnderWay) nudged = true;
        else schedule(0);
      },
      async stop() {
        clearTimeout(timer);
        await currentRound;
      },
    };
  }

  const laneOf = (kind: OutboxKind) => {
    const found = lanes.get(kind) ?? createLane(kind);
    lanes.set(kind, found);
    return found;
  };

  return {
    /** Says how messages of a kind are sent. */
    handle<Payload>(kind: OutboxKind, deliverer: Deliverer<Payload>) {
      deliverers.set(kind, deliverer as Deliverer<unknown>);
      const lane = laneOf(kind);
      if (polling) lane.schedule(0);
    },

    /** Queues messages; pass the transaction of the change that causes them, if there is one. */
    async enqueue<Payload>(
      kind: OutboxKind,
      payloads: Payload[],
      executor: Database | Transaction = db,
    ) {
      for (let start = 0; start < payloads.length; start += INSERT_CHUNK) {
        const chunk = payloads.slice(start, start + INSERT_CHUNK);
        await executor
          .insert(outboxMessages)
          .values(chunk.map((payload) => ({ kind, payload, mailing: mailingOf(payload) })));
      }
      if (payloads.length > 0) laneOf(kind).nudge();
    },

    /** Messages of each kind waiting to go out, and those kept as failed (the metrics). */
    async countWaiting() {
      const rows = await db
        .select({
          kind: outboxMessages.kind,
          queued: sql<number>`count(*) filter (where ${outboxMessages.failedAt} is null)`.mapWith(
            Number,
          ),
          failed:
            sql<number>`count(*) filter (where ${outboxMessages.failedAt} is not null)`.mapWith(
              Number,
            ),
        })
        .from(outboxMessages)
        .groupBy(outboxMessages.kind);
      const counts: Record<OutboxKind, { queued: number; failed: number }> = {
        mail: { queued: 0, failed: 0 },
        push: { queued: 0, failed: 0 },
        'fan-out': { queued: 0, failed: 0 },
        'cdn-purge': { queued: 0, failed: 0 },
      };
      for (const row of rows) {
        if (row.kind in counts)
          counts[row.kind as OutboxKind] = { queued: row.queued, failed: row.failed };
      }
      return counts;
    },

    /**
     * Delivers every message that is due, until none is (tests; a retry waits for its time).
     * A round of one lane may queue messages of another (a fan-out queues mail) after that lane's
     * round of the same pass looked: only a second pass with nothing claimed says all is done.
     */
    async drain() {
      for (let idlePasses = 0; idlePasses < 2;) {
        const claimed = await Promise.all([...lanes.values()].map((lane) => lane.nextRound()));
        idlePasses = claimed.every((count) => count === 0) ? idlePasses + 1 : 0;
      }
    },

    /**
     * Makes the claims of processes that are gone due again. Only for a database no other
     * process can share (the embedded one): every claim there was a process's before this one.
     */
    async releaseAbandonedClaims() {
      const released = await db
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now()`, claimedBy: null })
        .where(and(isNotNull(outboxMessages.claimedBy), isNull(outboxMessages.failedAt)))
        .returning({ id: outboxMessages.id });
      if (released.length > 0)
        log.info({ released: released.length }, 'outbox messages claimed before a restart resumed');
    },

    start() {
      polling = true;
      for (const lane of lanes.values()) lane.schedule(0);
    },

    /** Stops polling and waits for the rounds under way; what is left waits in the table. */
    async stop() {
      polling = false;
      await Promise.all([...lanes.values()].map((lane) => lane.stop()));
    },
  };
}

/** Spaces calls out to at most `perSecond` a second, in the order they ask. */
function createThrottle(perSecond: number) {
  const spacingMs = 1000 / perSecond;
  let nextFreeAt = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, nextFreeAt);
    nextFreeAt = at + spacingMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/**
 * Gives the app its outbox. With `poll` the process delivers from the moment it is ready;
 * without, messages wait for `app.outbox.drain()` (tests that hold them back). Shutdown stops
 * polling and lets the deliveries under way finish before the database closes.
 */
export function registerOutbox(
  app: FastifyInstance,
  { poll, ...options }: { poll: boolean } & OutboxOptions,
) {
  const outbox = createOutbox(app.db, app.log, options);
  app.decorate('outbox', outbox);
  app.addHook('onReady', async function resumeOutbox() {
    // The embedded database has one process at a time: what an earlier one held is abandoned.
    if (app.config.database.kind !== 'postgres') await outbox.releaseAbandonedClaims();
    if (poll) outbox.start();
  });
  app.addHook('preClose', () => outbox.stop());
}
