import type { FastifyInstance } from 'fastify';

/** The last part of the deadline, kept for the close to finish once connections are forced. */
const MAX_FORCED_CLOSE_MS = 1_000;

/**
 * On the first SIGTERM or SIGINT the app closes: it stops accepting, lets the requests under way
 * finish, and runs its close hooks (view counts written, live connections ended, outbox stopped,
 * database closed), then the process exits 0. If that is not done shortly before `timeoutMs`, the
 * connections still open are cut so the close can finish, and at `timeoutMs` the process exits
 * 1 whatever is left. A second signal forces at once.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, timeoutMs: number) {
  let forced = false;
  let closing: Promise<void> | undefined;

  const force = (reason: string) => {
    if (forced) return;
    forced = true;
    app.log.warn(`${reason}: closing the connections still open`);
    app.server.closeAllConnections();
  };

  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      force(`${signal} received again`);
      return;
    }
    app.log.info(`${signal} received, closing`);
    const forceAt = setTimeout(
      () => force('shutdown deadline near'),
      Math.max(timeoutMs - MAX_FORCED_CLOSE_MS, timeoutMs / 2),
    );
    const giveUp = setTimeout(() => {
      app.log.error('shutdown deadline passed: exiting with work unfinished');
      process.exit(1);
    }, timeoutMs);
    closing = app.close().then(
      () => {
        clearTimeout(forceAt);
        clearTimeout(giveUp);
        process.exit(forced ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

/**
 * Once the app is closing, every answer ends its connection (`Connection: close`): a keep-alive
 * client whose request was under way would otherwise hold the close up until the deadline.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async function closeConnectionsWhenClosing(_request, reply) {
    if (closing) reply.header('connection', 'close');
  });
}
