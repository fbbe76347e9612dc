import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheLookup } from './public-cache.ts';
import type { OutboxKind } from './outbox.ts';

/** What the app measures as it runs; the same calls whether metrics are served or not. */
export interface MetricsRecorder {
  /** One answered HTTP request; `route` is the route's pattern, never the address asked for. */
  request(method: string, route: string, statusCode: number, seconds: number): void;
  query(seconds: number, failed: boolean): void;
  cacheLookup(outcome: CacheLookup): void;
  /** One of those requests answered by the fast path, before Fastify (decision 019). */
  fastAnswer(route: string): void;
}

/** Gauges read at each scrape, from parts of the app that exist only once it is built. */
export interface MetricsSources {
  connectedClients(): number;
  waitingMessages(): Promise<Record<OutboxKind, { queued: number; failed: number }>>;
  /** Disagreements between the ledger and Stripe still open (the last reconciliation's). */
  unreconciledItems(): Promise<number>;
}

export interface Metrics extends MetricsRecorder {
  /** Starts the gauges that read `sources` at each scrape. */
  watch(sources: MetricsSources, onError: (error: unknown) => void): void;
  render(): Promise<{ contentType: string; body: string }>;
}

/** Metrics not served (no METRICS_TOKEN nor METRICS_PORT): nothing is measured. */
export const unmeasured: MetricsRecorder = {
  request: () => {},
  query: () => {},
  cacheLookup: () => {},
  fastAnswer: () => {},
};

const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * The app's Prometheus metrics, in a registry of its own (a process may build several apps:
 * tests do), with Node's default metrics (memory, CPU, event loop) collected once into it.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'hearth_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'hearth_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({
    name: 'hearth_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'hearth_db_query_duration_seconds',
    help: 'Database statements: time from issuing to the answer (waiting for a connection included on the embedded database)',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const cacheHits = new Counter({
    name: 'hearth_public_cache_hits_total',
    help: 'Public reads answered from memory (a kept answer, or a load another reader started)',
    registers,
  });
  const fastAnswers = new Counter({
    name: 'hearth_fast_path_answers_total',
    help: 'Requests answered by the fast path for repeated cached reads, before Fastify, by route pattern (also counted in hearth_http_requests_total)',
    labelNames: ['route'] as const,
    registers,
  });
  const cacheMisses = new Counter({
    name: 'hearth_public_cache_misses_total',
    help: 'Public reads that loaded their answer from the database',
    registers,
  });

  return {
    request(method, route, statusCode, seconds) {
      const labels = { method, route, status_class: statusClass(statusCode) };
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
      if (statusCode >= 500) serverErrors.inc({ method, route });
    },

    query(seconds, failed) {
      queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
    },

    cacheLookup(outcome) {
      (outcome === 'hit' ? cacheHits : cacheMisses).inc();
    },

    fastAnswer(route) {
      fastAnswers.inc({ route });
    },

    watch(sources, onError) {
      // A scrape still answers when the database does not; a gauge it cannot read is left out.
      const orNull = <T>(read: Promise<T>) =>
        read.catch((error: unknown) => {
          onError(error);
          return null;
        });
      new Gauge({
        name: 'hearth_socketio_connected_clients',
        help: 'Live (Socket.IO) connections open on this process',
        registers,
        collect() {
          this.set(sources.connectedClients());
        },
      });
      new Gauge({
        name: 'hearth_outbox_messages',
        help: 'Mail, push, notification fan-out and CDN purge messages in the outbox: queued (waiting to go out) or failed (given up on)',
        labelNames: ['kind', 'state'] as const,
        registers,
        async collect() {
          this.reset();
          const counts = await orNull(sources.waitingMessages());
          if (!counts) return;
          for (const [kind, { queued, failed }] of Object.entries(counts)) {
            this.set({ kind, state: 'queued' }, queued);
            this.set({ kind, state: 'failed' }, failed);
          }
        },
      });
      new Gauge({
        name: 'hearth_ledger_unreconciled_items',
        help: 'Gifts and Stripe payments that disagree (missing on one side, or a different amount or fee) at the last reconciliation',
        registers,
        async collect() {
          this.reset();
          const open = await orNull(sources.unreconciledItems());
          if (open !== null) this.set(open);
        },
      });
    },

    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
