import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * Fastify's `trustProxy` for the operator's setting. A hop count believes that many entries from
 * the right of X-Forwarded-For (each written by a proxy of ours), never the ones further left,
 * which the client wrote; Fastify's own number form now ignores the header altogether.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

/**
 * The client address that everything counted per address uses (limits, views, idempotency keys:
 * `client-identity.ts`): IPv4 as it is (an IPv4-mapped IPv6 address too), IPv6 by its /64
 * network (one subscriber's allocation), so that rotating addresses within it gains nothing.
 */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);
