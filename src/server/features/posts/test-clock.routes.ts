import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../platform/clock.ts';

/**
 * Only with TEST_CLOCK (never in production): end-to-end tests move the app's clock forward
 * instead of waiting, and the post scheduler then finds the posts due at the moved time.
 */
export const testClockRoutes =
  (clock: AdjustableClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/test/clock',
      {
        schema: {
          tags: ['test'],
          summary:
            "Move the app's clock forward: scheduled posts, monthly gifts' ends, January's statements (test servers only)",
          body: z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(366 * 24 * 3600 * 1000),
          }),
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        return { now: clock.now().toISOString() };
      },
    );
  };
