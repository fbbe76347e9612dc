/**
 * API throughput against the ceiling of this machine. A fresh embedded database gets 10,000
 * posts and 100,000 comments (set-based SQL, seconds), then the built production server is
 * measured with autocannon beside a bare `node:http` server answering a fixed body of the same
 * size. Writes bench/results/api.md. Run with `npm run bench`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { findFreePort, startProductionServer } from '../tests/e2e/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const POSTS = 10_000;
const COMMENTS = 100_000;

interface Row {
  name: string;
  requestsPerSecond: number;
  p99: number;
  bytes: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    non2xx: result.non2xx,
  };
}

/** The ceiling: plain node:http answering the same bytes without any work. */
async function bareCeiling(name: string, body: string): Promise<Row> {
  const port = await findFreePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const row = await measure(name, `http://127.0.0.1:${port}/`);
  server.close();
  return row;
}

async function seedLoad(dataDir: string) {
  const started = Date.now();
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  const { db } = handle;
  await db.execute(sql`
    insert into users (username, email, is_publisher)
    select 'bench_author_' || i, 'bench' || i || '@example.org', true
    from generate_series(1, 50) i`);
  await db.execute(sql`
    with authors as (select array_agg(id) ids from users),
         topics as (select array['gardens','music','history','cities','rivers','science','football','poetry'] t),
         categories as (select array['art','health','history','literature','music','news','politics','sport','tech','uncategorized'] c)
    insert into posts (user_id, slug, title, content, category, views, created_at, updated_at)
    select ids[1 + (i % 50)],
           'bench-post-' || i,
           'Bench post ' || i || ' about ' || t[1 + (i % 8)],
           '<p>' || repeat('Notes on community life and ' || t[1 + ((i * 3) % 8)] || '. ', 40) || '</p>',
           c[1 + (i % 10)],
           (i * 7919) % 5000,
           now() - make_interval(mins => i),
           now() - make_interval(mins => i)
    from generate_series(1, ${POSTS}) i, authors, topics, categories`);
  await db.execute(sql`
    with post_ids as (select array_agg(id order by created_at) ids from posts),
         user_ids as (select array_agg(id) ids from users)
    insert into comments (post_id, user_id, content, created_at, updated_at)
    select p.ids[1 + (i % ${POSTS})], u.ids[1 + (i % 50)], 'Thoughtful comment number ' || i,
           now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${COMMENTS}) i, post_ids p, user_ids u`);
  await db.execute(sql`analyze`);
  await handle.close();
  return Date.now() - started;
}

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
const seedMs = await seedLoad(dataDir);
const server = await startProductionServer({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
try {
  const api = (path: string) => `${server.baseUrl}${path}`;
  const [firstPost] = (await (await fetch(api('/api/post/getposts?limit=1'))).json()).posts;
  const defaultBody = await (await fetch(api('/api/post/getposts'))).text();
  const commentsBody = await (
    await fetch(api(`/api/comment/getPostComments/${firstPost._id}`))
  ).text();

  const rows = [
    await bareCeiling('bare node:http, body of a getposts page (ceiling)', defaultBody),
    await measure('GET /api/post/getposts (newest 9)', api('/api/post/getposts')),
    await measure(
      'GET /api/post/getposts?searchTerm=gardens',
      api('/api/post/getposts?searchTerm=gardens'),
    ),
    await measure(
      'GET /api/post/getposts?category=music',
      api('/api/post/getposts?category=music'),
    ),
    await measure(
      `GET /api/post/getposts?slug=…`,
      api(`/api/post/getposts?slug=${firstPost.slug}`),
    ),
    await bareCeiling('bare node:http, body of a comments page (ceiling)', commentsBody),
    await measure(
      'GET /api/comment/getPostComments/{postId}',
      api(`/api/comment/getPostComments/${firstPost._id}`),
    ),
    await measure('GET /api/health (database ping)', api('/api/health')),
  ];
  const table = [
    `# API benchmark`,
    ``,
    `${new Date().toISOString().slice(0, 10)}: ${POSTS.toLocaleString('en-US')} posts and ${COMMENTS.toLocaleString('en-US')} comments on the embedded database (seeded in ${(seedMs / 1000).toFixed(1)} s), autocannon with ${CONNECTIONS} connections for ${DURATION_SECONDS} s per row, Node ${process.version}, one app process on a 2-core machine.`,
    ``,
    `| request | requests/s | p99 latency (ms) | bytes/response | non-2xx |`,
    `|---|---:|---:|---:|---:|`,
    ...rows.map(
      (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p99} | ${r.bytes} | ${r.non2xx} |`,
    ),
    ``,
  ].join('\n');
  writeFileSync('bench/results/api.md', table);
  console.log(table);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
