/**
 * API throughput against the ceiling of this machine: the built production server on a fresh
 * embedded database, beside a bare `node:http` server answering a fixed body of the same size.
 * Writes bench/results/api.md. Run with `npm run bench` (after `npm run build`).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { findFreePort, startProductionServer } from '../tests/e2e/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Row {
  name: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function bareCeiling(body: string): Promise<Row> {
  const port = await findFreePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const row = await measure('bare node:http, same body (ceiling)', `http://127.0.0.1:${port}/`);
  server.close();
  return row;
}

const server = await startProductionServer({ SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
try {
  const healthBody = await (await fetch(`${server.baseUrl}/api/health`)).text();
  const rows = [
    await bareCeiling(healthBody),
    await measure('GET /api/health (database ping)', `${server.baseUrl}/api/health`),
    await measure('GET /api/site', `${server.baseUrl}/api/site`),
    await measure('GET / (app shell)', `${server.baseUrl}/`),
  ];
  const table = [
    `# API benchmark`,
    ``,
    `${new Date().toISOString().slice(0, 10)}, ${DURATION_SECONDS} s per row, ${CONNECTIONS} connections, Node ${process.version}, embedded database.`,
    ``,
    `| endpoint | requests/s | p99 latency (ms) | non-2xx |`,
    `|---|---:|---:|---:|`,
    ...rows.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p99} | ${r.non2xx} |`),
    ``,
  ].join('\n');
  writeFileSync('bench/results/api.md', table);
  console.log(table);
} finally {
  await server.stop();
}
