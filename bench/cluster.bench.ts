/**
 * Two app processes of the built server on one PostgreSQL database under a mixed load for 60 s:
 * 90 % public reads, the rest comments, likes and donations by signed-in members. Each process
 * gets its own wrk (as a load balancer would split the traffic) running bench/lib/mixed-load.lua.
 * Then checks that the donation total equals its rows. Writes bench/results/cluster.md.
 * Run with `npm run bench:cluster` (builds, then starts a throwaway PostgreSQL).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { openDatabase } from '../src/server/db/client.ts';
import { comments, donationCases, donationTransactions, posts } from '../src/server/db/schema.ts';
import { createTestDatabase } from '../src/server/test/test-database.ts';
import { createAccount } from '../tests/cluster/lib/accounts.ts';
import { startAppProcess, type AppProcess } from '../tests/cluster/lib/app-process.ts';
import { parseWrkReport, type WrkResult } from './lib/wrk.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** Per process. */
const CONNECTIONS = 25;
const MEMBERS = 50;
const JWT_SECRET = 'bench-cluster-secret-that-is-long-enough';

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function json<T>(app: AppProcess, path: string): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The public reads a visitor makes, found the way a visitor finds them. */
async function publicReads(app: AppProcess) {
  const { posts: recent } = await json<{ posts: { _id: string; slug: string }[] }>(
    app,
    '/api/post/getposts?limit=9',
  );
  const { donationCases: cases } = await json<{ donationCases: { _id: string }[] }>(
    app,
    '/api/donation/cases',
  );
  return [
    '/api/post/getposts?limit=9',
    '/api/post/most-read',
    '/api/story/get',
    '/api/donation/cases',
    ...recent
      .slice(0, 4)
      .flatMap((post) => [
        `/api/post/getposts?slug=${post.slug}`,
        `/api/comment/getPostComments/${post._id}`,
      ]),
    ...cases.slice(0, 2).map((donationCase) => `/api/donation/case/${donationCase._id}`),
  ];
}

const luaList = (values: string[]) =>
  `{${values.map((value) => JSON.stringify(value)).join(', ')}}`;

const database = await createTestDatabase();
if (database.location.kind !== 'postgres') throw new Error('bench:cluster needs DATABASE_URL');
const work = mkdtempSync(join(tmpdir(), 'hearth-cluster-bench-'));
const vapid = webPush.generateVAPIDKeys();
const environment = {
  DATABASE_URL: database.location.url,
  JWT_SECRET,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:operator@example.org',
  // All the load comes from one address and 50 members: the limits would refuse most of it.
  COMMENT_RATE_LIMIT_PER_MINUTE: '1000000',
  LIKE_RATE_LIMIT_PER_MINUTE: '1000000',
  DONATION_RATE_LIMIT_PER_IP: '1000000',
  DONATION_RATE_LIMIT_PER_CASE: '1000000',
};
const processes: AppProcess[] = [];
const loadBefore = loadAverage();
let report: string;
try {
  // The first seeds the demo content; the second finds it there.
  processes.push(
    await startAppProcess('A', { ...environment, DATA_DIR: join(work, 'a'), SEED_DEMO: 'true' }),
  );
  processes.push(await startAppProcess('B', { ...environment, DATA_DIR: join(work, 'b') }));
  const [a, b] = processes as [AppProcess, AppProcess];

  const handle = await openDatabase(database.location);
  const members = [];
  for (let i = 0; i < MEMBERS; i++)
    members.push(await createAccount(handle.db, JWT_SECRET, 'user'));
  const postIds = (await handle.db.select({ id: posts.id }).from(posts).limit(6)).map((p) => p.id);
  const commentIds = (await handle.db.select({ id: comments.id }).from(comments).limit(20)).map(
    (c) => c.id,
  );
  const [benchCase] = await handle.db
    .insert(donationCases)
    .values({ title: 'Bench case', description: 'Donations under load' })
    .returning({ id: donationCases.id });

  const script = join(work, 'mixed-load.lua');
  writeFileSync(
    script,
    [
      `reads = ${luaList(await publicReads(a))}`,
      `tokens = ${luaList(members.map((member) => member.token))}`,
      `posts = ${luaList(postIds)}`,
      `comments = ${luaList(commentIds)}`,
      `case = ${JSON.stringify(benchCase!.id)}`,
      `dofile(${JSON.stringify(join(import.meta.dirname, 'lib/mixed-load.lua'))})`,
    ].join('\n'),
  );

  const wrkOn = async (app: AppProcess): Promise<WrkResult & { report: string }> => {
    const { stdout } = await run('wrk', [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      '--latency',
      '-s',
      script,
      app.baseUrl,
    ]);
    return { ...parseWrkReport(stdout), report: stdout };
  };
  const [onA, onB] = await Promise.all([wrkOn(a), wrkOn(b)]);

  const [stored] = await handle.db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${donationTransactions.amountCents}), 0)`,
    })
    .from(donationTransactions)
    .where(eq(donationTransactions.donationCaseId, benchCase!.id));
  const [total] = await handle.db
    .select({ raised: donationCases.raisedAmountCents })
    .from(donationCases)
    .where(eq(donationCases.id, benchCase!.id));
  await handle.close();
  const totalsAgree = Number(total!.raised) === Number(stored!.cents);

  const writes = (wrkReport: string) => /writes: (\d+) of (\d+)/.exec(wrkReport)?.slice(1) ?? [];
  const row = (name: string, result: WrkResult & { report: string }) => {
    const [written, sent] = writes(result.report);
    return `| ${name} | ${result.requestsPerSecond} | ${result.p99Ms.toFixed(1)} | ${result.failures} | ${written ?? '?'} of ${sent ?? '?'} |`;
  };
  report = [
    '# Two processes on PostgreSQL under a mixed load',
    '',
    `${new Date().toISOString().slice(0, 10)}: two processes of the built server on one PostgreSQL 15 database (throwaway cluster, \`fsync=off\`) with the demo content, each driven by its own wrk (1 thread, ${CONNECTIONS} connections, ${SECONDS} s, \`bench/lib/mixed-load.lua\`): 90 % public reads of ${(await publicReads(b)).length} addresses, and of the rest a third each comments, likes (toggled) and donations, by ${MEMBERS} signed-in members. Rate limits raised: all the load comes from one address. Node ${process.version}, a 2-core machine running the database, both processes and wrk, shared with other work: load average (1, 5, 15 min) ${loadBefore} at the start and ${loadAverage()} at the end.`,
    '',
    '| process | req/s | p99 (ms) | errors (non-2xx/3xx, socket) | writes among requests |',
    '|---|---:|---:|---:|---:|',
    row('A', onA),
    row('B', onB),
    `| both | ${onA.requestsPerSecond + onB.requestsPerSecond} | ${Math.max(onA.p99Ms, onB.p99Ms).toFixed(1)} | ${onA.failures + onB.failures} | |`,
    '',
    `Donations stored during the run: ${stored!.count}; the case's total ${totalsAgree ? 'equals' : 'DIFFERS FROM'} the sum of its rows (${(Number(stored!.cents) / 100).toFixed(2)}).`,
    '',
  ].join('\n');
} finally {
  await Promise.all(processes.map((app) => app.stop()));
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
writeFileSync('bench/results/cluster.md', report);
console.log(report);
