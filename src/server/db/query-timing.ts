import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told of every statement the database ran: how long it took and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;

/** The one observer of a database's statements, replaced by `set` (metrics, when they start). */
export function createQueryObservers() {
  let observer: QueryObserver = () => {};
  return {
    set(next: QueryObserver) {
      observer = next;
    },
    /** Starts a timer; the function it answers reports the statement's end. */
    start() {
      const startedAt = performance.now();
      return (failed: boolean) => observer((performance.now() - startedAt) / 1000, failed);
    },
  };
}

export type QueryObservers = ReturnType<typeof createQueryObservers>;

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Replaces `target[name]` with a timed call of the original. */
function timeMethod<Target extends object, Name extends keyof Target>(
  target: Target,
  name: Name,
  observers: QueryObservers,
) {
  const original = (target[name] as AsyncMethod).bind(target);
  const timed = async (...args: never[]) => {
    const done = observers.start();
    try {
      const result = await original(...args);
      done(false);
      return result;
    } catch (error) {
      done(true);
      throw error;
    }
  };
  target[name] = timed as Target[Name];
}

/**
 * Times every statement of an embedded database: its `query` and `exec`, and those of each
 * transaction it opens (what Drizzle calls). The time includes the wait for PGlite's single
 * connection, which is what a request waits.
 */
export function timePgliteQueries(client: PGlite, observers: QueryObservers) {
  timeMethod(client, 'query', observers);
  timeMethod(client, 'exec', observers);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      timeMethod(tx, 'query', observers);
      timeMethod(tx, 'exec', observers);
      return callback(tx);
    })) as PGlite['transaction'];
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/**
 * Times every statement a pool's connections run. Each connection's `query` is wrapped once, when
 * the pool opens it, so `pool.query` (which borrows a connection) and the statements of a
 * transaction are each counted once. `pg` takes a callback or answers a promise; a streaming
 * query (a `Submittable`) is passed through untimed.
 */
export function timePoolQueries(pool: pg.Pool, observers: QueryObservers) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const done = observers.start();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = ((error, result) => {
          done(Boolean(error));
          (callback as QueryCallback)(error, result);
        }) satisfies QueryCallback;
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise)
        result.then(
          () => done(false),
          () => done(true),
        );
      return result;
    }) as typeof client.query;
  });
}
