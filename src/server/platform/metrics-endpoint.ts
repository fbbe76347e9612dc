import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sendError } from './errors.ts';
import type { Metrics, MetricsSources } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The listener of `METRICS_PORT`, once the app is ready; null when there is none. */
    metricsServer: Server | null;
  }
}

/** Metrics are measured and served only where an operator asked for them. */
export const servesMetrics = ({ token, port }: Config['metrics']) =>
  token !== undefined || port !== undefined;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request bears the token, compared in constant time. */
function bearsToken(authorization: string | undefined, token: string) {
  const match = /^Bearer\s+(.+?)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** A listener of its own for the scraper, on the app's host, answering `/metrics` only. */
function metricsListener(metrics: Metrics) {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
}

/**
 * Measures every answered request (by route pattern, never the address asked for) and serves
 * the metrics: at `/metrics` on the main port to a bearer of `METRICS_TOKEN` (401 otherwise), and
 * on `METRICS_PORT` without a token. Where neither is configured `/metrics` is an unknown route.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics | undefined,
  featureSources: Pick<MetricsSources, 'unreconciledItems'>,
) {
  const { token, port } = app.config.metrics;
  app.decorate('metricsServer', null);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || token === undefined) return reply.callNotFound();
    if (!bearsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, 'Metrics need the metrics token as a bearer token');
    }
    const { contentType, body } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });

  if (!metrics) return;
  app.addHook('onResponse', async function countRequest(request, reply) {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  metrics.watch(
    {
      connectedClients: () => app.realtime.connectedClients(),
      waitingMessages: () => app.outbox.countWaiting(),
      ...featureSources,
    },
    (error) => app.log.warn({ err: error }, 'metrics not read from the database'),
  );

  if (port === undefined) return;
  const listener = metricsListener(metrics);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, app.config.host, () => {
        listener.off('error', reject);
        resolve();
      });
    });
    app.metricsServer = listener;
  });
  app.addHook('onClose', async () => {
    if (!listener.listening) return;
    const closed = new Promise((resolve) => listener.close(resolve));
    listener.closeAllConnections();
    await closed;
  });
}
