import type { FastifyInstance } from 'fastify';

export interface RoundsSchedule {
  /** How long from the start of one timed round to the next. */
  intervalMs: number;
  /** What the log says when a round fails (the next round runs all the same). */
  failure: string;
  /** Whether the app's start waits for the first round (else it runs beside the start). */
  startAfterFirstRound?: boolean;
}

/**
 * Runs `round` in this process at the app's start and then every `intervalMs`, one round at a
 * time: a round asked for while another runs waits for it. The app's close waits for the round
 * under way. Other processes are kept apart by each round's own claim in the database. Answers
 * a function that asks for a round now (with `round`'s arguments), settled once it has run.
 */
export function scheduleRounds<Args extends unknown[]>(
  app: FastifyInstance,
  { intervalMs, failure, startAfterFirstRound = true }: RoundsSchedule,
  round: (...args: Args | []) => Promise<unknown>,
) {
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runRound = (...args: Args | []) => {
    current = current
      .then(() => round(...args))
      .catch((error: unknown) => app.log.error({ err: error }, failure));
    return current;
  };

  app.addHook('onReady', async function startRounds() {
    const first = runRound();
    if (startAfterFirstRound) await first;
    timer = setInterval(() => void runRound(), intervalMs).unref();
  });
  app.addHook('onClose', async function stopRounds() {
    clearInterval(timer);
    await current;
  });
  return runRound;
}
