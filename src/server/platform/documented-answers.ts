import type { FastifyInstance } from 'fastify';

/**
 * Statuses no route lists: any request may be malformed (400 for bad JSON or a bracketed query
 * key), a conditional GET may be answered 304, and a 5xx is never a client's doing.
 */
const unlisted = (status: number) => status === 400 || status === 304 || status >= 500;

/**
 * In tests, an answer whose status its route's OpenAPI description does not list becomes a 500
 * that names the route and the status: the whole API suite then checks that `/api/docs` tells a
 * client every answer it can get (`RouteDocs.errors`).
 */
export function refuseUndocumentedAnswers(app: FastifyInstance) {
  app.addHook('onSend', async function refuseUndocumentedAnswer(request, reply, payload) {
    const documented = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const status = reply.statusCode;
    if (!documented || unlisted(status) || Object.hasOwn(documented, String(status)))
      return payload;
    const message = `${request.method} ${request.routeOptions.url} answered ${status}, which its OpenAPI description does not list`;
    request.log.error(message);
    reply.code(500);
    return JSON.stringify({ success: false, statusCode: 500, message });
  });
}
