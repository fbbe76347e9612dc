/**
 * Cold reads on a large data set: one app process with its public cache off (`PUBLIC_CACHE=false`),
 * so that every request reads the database, measured with Debian's wrk (50 connections) on every
 * public list and page at depth and on the admins' lists at depth. Writes
 * bench/results/cold-reads.md. Targets (issue 42): public p99 ≤ 50 ms, admin p99 ≤ 100 ms.
 *
 * `npm run bench:cold -- [--data-dir DIR | --database-url URL] [--scale medium|large]`: on a data
 * set loaded by `npm run bench:data` there (its embedded data directory or PostgreSQL database);
 * without either, the `--scale` set (medium by default) is loaded into a new embedded directory
 * first. `BENCH_SECONDS` (10) sets each row's measured time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { startProductionServer, type RunningServer } from '../tests/e2e/server.ts';
import { loadDataSet, SCALES, type ScaleName } from './data/data-set.ts';
import { wrk, type WrkResult } from './lib/wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const TARGET_P99_MS = { public: 50, admin: 100 } as const;
/** The spec's client pages this deep (issue 42). */
const SPEC_DEPTH = 100_000;

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    scale: { type: 'string', default: 'medium' },
  },
});

interface Read {
  name: string;
  path: string;
  kind: 'public' | 'admin';
}

interface Row {
  read: Read;
  result: WrkResult;
  bytes: number;
}

const ADMIN = {
  ADMIN_USERNAME: 'bench_admin',
  ADMIN_EMAIL: 'bench-admin@example.org',
  ADMIN_PASSWORD: 'bench-admin-password',
};

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function json<T>(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function signIn(server: RunningServer) {
  const response = await fetch(`${server.baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing the admin in failed: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Every public list and page, and the admins' lists, each at its start and deep. */
async function reads(server: RunningServer, token: string): Promise<Read[]> {
  type Post = { _id: string; slug: string; userId: { _id: string; username: string } | null };
  const { posts, totalPosts } = await json<{ posts: Post[]; totalPosts: number }>(
    server,
    '/api/post/getposts?sort=views&limit=1',
  );
  const { stories, totalStories } = await json<{
    stories: { slug: string }[];
    totalStories: number;
  }>(server, '/api/story/get?sort=views&limit=1');
  const { donationCases } = await json<{ donationCases: { _id: string }[] }>(
    server,
    '/api/donation/cases',
  );
  const admin = { authorization: `Bearer ${token}` };
  const { totalUsers } = await json<{ totalUsers: number }>(server, '/api/user/getusers', admin);
  const { totalComments } = await json<{ totalComments: number }>(
    server,
    '/api/comment/getcomments',
    admin,
  );
  const post = posts[0]!;
  const author = post.userId!;
  const story = stories[0]!;
  const donationCase = donationCases[0]!;
  const deepPosts = Math.floor(totalPosts * 0.9);
  const deepStories = Math.floor(totalStories * 0.9);
  const pub = (name: string, path: string): Read => ({ name, path, kind: 'public' });
  const adm = (name: string, path: string): Read => ({ name, path, kind: 'admin' });
  return [
    pub('posts, newest', '/api/post/getposts'),
    pub(`posts, newest, startIndex ${deepPosts}`, `/api/post/getposts?startIndex=${deepPosts}`),
    pub(`posts, startIndex ${SPEC_DEPTH}`, `/api/post/getposts?startIndex=${SPEC_DEPTH}`),
    pub(
      `posts, oldest, startIndex ${deepPosts}`,
      `/api/post/getposts?sort=asc&startIndex=${deepPosts}`,
    ),
    pub(
      `posts, most read, startIndex ${deepPosts}`,
      `/api/post/getposts?sort=views&startIndex=${deepPosts}`,
    ),
    pub(
      'posts in a category, deep',
      `/api/post/getposts?category=music&startIndex=${Math.floor(deepPosts / 10)}`,
    ),
    pub("an author's posts", `/api/post/getposts?userId=${author._id}`),
    pub('a post by slug', `/api/post/getposts?slug=${post.slug}`),
    pub('most read', '/api/post/most-read'),
    pub("a post's comments", `/api/comment/getPostComments/${post._id}`),
    pub("a post's comments, page 3", `/api/comment/getPostComments/${post._id}?startIndex=40`),
    pub('narratives', '/api/story/get'),
    pub(`narratives, startIndex ${deepStories}`, `/api/story/get?startIndex=${deepStories}`),
    pub(
      `narratives, most read, startIndex ${deepStories}`,
      `/api/story/get?sort=views&startIndex=${deepStories}`,
    ),
    pub('narratives of a country', '/api/story/get?country=Kenya'),
    pub('countries', '/api/story/countries'),
    pub('a narrative by slug', `/api/story/getbyslug/${story.slug}`),
    pub('donation cases', '/api/donation/cases'),
    pub('donation cases, deep', '/api/donation/cases?startIndex=150'),
    pub('a donation case', `/api/donation/case/${donationCase._id}`),
    pub(
      "a case's supporters, deep",
      `/api/donation/case/${donationCase._id}/supporters?startIndex=100`,
    ),
    pub("a case's ledger, deep", `/api/donation/case/${donationCase._id}/ledger?startIndex=100`),
    pub('a profile by username', `/api/user/username/${author.username}`),
    pub('page: home', '/'),
    pub('page: posts', '/posts'),
    // The posts page draws every page up to its startIndex ("a link with startIndex=18 fetches
    // three"): 17,000 deep is 1,900 pages and 58 MB, so it is read 10 pages deep.
    pub('page: posts, startIndex 90', '/posts?startIndex=90'),
    pub('page: a post', `/post/${post.slug}`),
    pub('page: narratives', '/stories'),
    pub('page: a narrative', `/narrative/${story.slug}`),
    pub('page: a donation case', `/donate/${donationCase._id}`),
    pub('page: a profile', `/profile/${author.username}`),
    adm('admin: users', '/api/user/getusers'),
    adm(
      `admin: users, startIndex ${Math.floor(totalUsers * 0.9)}`,
      `/api/user/getusers?startIndex=${Math.floor(totalUsers * 0.9)}`,
    ),
    adm('admin: comments', '/api/comment/getcomments'),
    adm(
      `admin: comments, startIndex ${Math.floor(totalComments * 0.9)}`,
      `/api/comment/getcomments?startIndex=${Math.floor(totalComments * 0.9)}`,
    ),
    adm('admin: reports (all), page 50', '/api/report?status=all&page=50'),
    adm(
      "admin: a case's transactions, deep",
      `/api/donation/transactions/${donationCase._id}?startIndex=100`,
    ),
  ];
}

async function measure(server: RunningServer, read: Read, token: string): Promise<Row> {
  const headers: Record<string, string> =
    read.kind === 'admin' ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${server.baseUrl}${read.path}`, { headers });
  if (!response.ok) throw new Error(`${read.path} answered ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  const url = `${server.baseUrl}${read.path}`;
  await wrk(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers });
  return {
    read,
    result: await wrk(url, { connections: CONNECTIONS, seconds: SECONDS, headers }),
    bytes,
  };
}

function table(rows: Row[]) {
  // wrk reports no latency when every request timed out (2 s).
  const answered = (row: Row) => row.result.p99Ms > 0;
  const verdict = (row: Row) =>
    answered(row) && row.result.p99Ms <= TARGET_P99_MS[row.read.kind] ? 'yes' : 'no';
  const ms = (row: Row, value: number) => (answered(row) ? value.toFixed(1) : 'timed out');
  return [
    '| read | req/s | p50 (ms) | p99 (ms) | target p99 (ms) | bytes | failures | meets target |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|',
    ...rows.map(
      (row) =>
        `| ${row.read.name} | ${row.result.requestsPerSecond} | ${ms(row, row.result.p50Ms)} | ${ms(row, row.result.p99Ms)} | ${TARGET_P99_MS[row.read.kind]} | ${row.bytes} | ${row.result.failures} | ${verdict(row)} |`,
    ),
  ].join('\n');
}

const databaseUrl = values['database-url'];
let dataDir = values['data-dir'];
let ownDataDir: string | undefined;
let loaded = '';
if (!databaseUrl && !dataDir) {
  const scaleName = values.scale as ScaleName;
  ownDataDir = dataDir = mkdtempSync(join(tmpdir(), 'hearth-cold-'));
  const started = performance.now();
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  await loadDataSet(handle.db, SCALES[scaleName]);
  await handle.close();
  loaded = ` (the ${scaleName} set, loaded in ${((performance.now() - started) / 1000).toFixed(0)} s)`;
}

const where = databaseUrl ? 'PostgreSQL' : `the embedded database${loaded}`;
const loadAtStart = loadAverage();
const server = await startProductionServer(
  { PUBLIC_CACHE: 'false', SEED_DEMO: 'false', DATABASE_URL: databaseUrl ?? '', ...ADMIN },
  { dataDir },
);
try {
  const token = await signIn(server);
  const rows: Row[] = [];
  // Written after each row, so that a run cut short still leaves what it measured.
  const write = () => {
    const report = [
      '# Cold reads benchmark',
      '',
      `${new Date().toISOString().slice(0, 10)}: wrk with ${CONNECTIONS} connections and 2 threads for ${SECONDS} s per row, after ${WARM_UP_SECONDS} s of the same load unmeasured. One app process with its public cache off (\`PUBLIC_CACHE=false\`: every request reads the database) on ${where}, Node ${process.version}, a 2-core machine with load average (1, 5, 15 min) ${loadAtStart} at the start and ${loadAverage()} at the end. Targets (issue 42): every public list and page p99 ≤ ${TARGET_P99_MS.public} ms, admin lists p99 ≤ ${TARGET_P99_MS.admin} ms, at any depth.`,
      '',
      table(rows),
      '',
    ].join('\n');
    writeFileSync(new URL('./results/cold-reads.md', import.meta.url), report);
    return report;
  };
  for (const read of await reads(server, token)) {
    rows.push(await measure(server, read, token));
    console.log(`measured ${read.name}: p99 ${rows.at(-1)!.result.p99Ms} ms`);
    write();
  }
  console.log(write());
} finally {
  await server.stop();
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
}
