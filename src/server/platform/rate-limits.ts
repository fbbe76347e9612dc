import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

const WINDOW_MS = 15 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, sign-up and reset: limited by client address and by the account named. */
    authLimit: preHandlerAsyncHookHandler;
  }
}

/** Counts hits per key in fixed windows; the counters live in this process's memory. */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts a hit; answers the milliseconds to wait when the key is over `max`, else 0. */
  hit(key: string, max: number, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      if (this.windows.size > 50_000) this.forgetExpired(now);
      window = { count: 0, resetsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > max ? window.resetsAt - now : 0;
  }

  private forgetExpired(now: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}

function accountKey(request: FastifyRequest): string | null {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const account = body.email ?? body.username ?? params.userId;
  return typeof account === 'string' ? account.trim().toLowerCase() : null;
}

export const tooManyAttempts = (waitMs: number) =>
  new HttpError(
    429,
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(waitMs / 60_000))} minute(s).`,
  );

export async function registerRateLimits(app: FastifyInstance) {
  // The library serves routes with a single limit (`app.rateLimit(...)` as a preHandler).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });

  const counter = new WindowCounter(WINDOW_MS);
  const { perIp, perAccount } = app.config.authRateLimit;
  app.decorate('authLimit', async (request: FastifyRequest) => {
    const waitForIp = counter.hit(`ip:${request.ip}`, perIp);
    const account = accountKey(request);
    const waitForAccount = account ? counter.hit(`account:${account}`, perAccount) : 0;
    const wait = Math.max(waitForIp, waitForAccount);
    if (wait > 0) throw tooManyAttempts(wait);
  });
}
