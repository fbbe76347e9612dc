import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, sign-up and reset: limited by client address and by the account named. */
    authLimit: preHandlerAsyncHookHandler;
    /** Donations: limited by client address and by case, against card testing. */
    donationLimit: preHandlerAsyncHookHandler;
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

export const tooManyAttempts = (waitMs: number) =>
  new HttpError(
    429,
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(waitMs / 60_000))} minute(s).`,
  );

interface KeyedLimit {
  /** The key this request counts against, or null when it names none. */
  key: (request: FastifyRequest) => string | null;
  max: number;
}

/** A preHandler that counts the request against every limit and refuses it when any is over. */
export function keyedLimit(name: string, windowMs: number, limits: KeyedLimit[]) {
  const counter = new WindowCounter(windowMs);
  return async (request: FastifyRequest) => {
    let wait = 0;
    for (const limit of limits) {
      const key = limit.key(request);
      if (key) wait = Math.max(wait, counter.hit(`${name}:${key}`, limit.max));
    }
    if (wait > 0) throw tooManyAttempts(wait);
  };
}

const field = (request: FastifyRequest, ...names: string[]): string | null => {
  const sources = [request.body, request.params] as (Record<string, unknown> | undefined)[];
  for (const source of sources) {
    for (const name of names) {
      const value = source?.[name];
      if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase();
    }
  }
  return null;
};

export async function registerRateLimits(app: FastifyInstance) {
  // The library serves routes with a single limit (`app.rateLimit(...)` as a preHandler); it
  // applies one limiter per request, so limits on two keys at once are ours (`keyedLimit`).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });

  const auth = app.config.authRateLimit;
  app.decorate(
    'authLimit',
    keyedLimit('auth', 15 * 60_000, [
      { key: (request) => request.ip, max: auth.perIp },
      { key: (request) => field(request, 'email', 'username', 'userId'), max: auth.perAccount },
    ]),
  );
  const donations = app.config.donationRateLimit;
  app.decorate(
    'donationLimit',
    keyedLimit('donation', 10 * 60_000, [
      { key: (request) => request.ip, max: donations.perIp },
      { key: (request) => field(request, 'donationCaseId'), max: donations.perCase },
    ]),
  );
}
