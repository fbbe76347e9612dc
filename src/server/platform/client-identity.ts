import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address.ts';
import { HttpError } from './errors.ts';

/**
 * Names whoever makes a request, stably and opaquely: the signed-in user, else the client
 * address as the limits count it (an IPv6 client by its /64). The name is a keyed hash, so neither a user id nor an address can be read back from
 * it (an unkeyed hash of an IPv4 address is undone by trying all 2^32 of them).
 */
export function clientIdentifier(app: FastifyInstance) {
  const key = createHmac('sha256', app.jwtSecret).update('client-identity').digest();
  return async (request: FastifyRequest): Promise<string> => {
    // A banned account or a cross-site cookie is refused elsewhere; here it is just a visitor.
    const viewer = await request.optionalViewer().catch((error: unknown) => {
      if (error instanceof HttpError) return null;
      throw error;
    });
    const subject = viewer ? `user:${viewer.id}` : `address:${clientAddress(request)}`;
    return createHmac('sha256', key).update(subject).digest('base64url').slice(0, 22);
  };
}
