/**
 * Fan-out as jobs (decision 036): a publisher with 100,000 followers publishes on the embedded
 * database. Measures the publish request's p99 (with the fan-out queued, and while a fan-out
 * runs), the time until every connected follower has the live event, until every push is
 * answered, until every e-mail is handed to SMTP at MAIL_RATE_PER_SECOND, and until the whole
 * fan-out is done. Then a server process is killed (`kill -9`) in the middle of a fan-out: the
 * jobs left are counted, and the time a restarted process takes to finish them. Appends its
 * table to bench/results/fan-out.md. Run with `npx tsx bench/fan-out-jobs.bench.ts`
 * (FOLLOWERS=… for another size).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/server/app.ts';
import { KNOWN_PUSH_SERVICE_HOSTS, loadConfig } from '../src/server/config.ts';
import { notifications, outboxMessages, posts, users } from '../src/server/db/schema.ts';
import { recordSession } from '../src/server/platform/sessions.ts';
import { signAccessToken } from '../src/server/platform/tokens.ts';
import { FakeMailServer } from '../src/server/test/fake-mail-server.ts';
import { browserKeys, FakePushService } from '../src/server/test/fake-push-service.ts';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 100_000);
const CONNECTED = 200;
const WITH_PUSH = 500;
const WITH_EMAIL = 1_000;
const MAIL_RATE = 100;
const PUBLISHES = 40;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-fanout-jobs-'));
const pushService = new FakePushService();
await pushService.start();
const smtp = new FakeMailServer();
await smtp.start();
const environment = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JWT_SECRET,
  SMTP_URL: smtp.url,
  MAIL_RATE_PER_SECOND: String(MAIL_RATE),
  // The fake push service listens on 127.0.0.1, which push delivery refuses unless named.
  PUSH_SERVICE_HOSTS: [...KNOWN_PUSH_SERVICE_HOSTS, '127.0.0.1'].join(','),
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;
const sockets: Socket[] = [];
const lines: string[] = [];
const load = () => loadavg()[0]!.toFixed(0);

async function openApp(deliverOutbox: boolean) {
  const app = await buildApp(loadConfig(environment), {
    pushAgent: pushService.agent,
    deliverOutbox,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
type App = Awaited<ReturnType<typeof openApp>>;

async function tokenOf(app: App, user: { id: string; tokenVersion: number }) {
  const now = new Date();
  const sessionId = await recordSession(
    app.db,
    user.id,
    { device: 'Bench', browser: 'Bench client', network: '127.0.0.0/24' },
    { now, expiresAt: new Date(now.getTime() + 3 * 3600_000), provenAt: now },
  );
  return signAccessToken(JWT_SECRET, { ...user, userId: user.id, sessionId }, 3 * 3600);
}

async function publishAs(baseUrl: string, token: string, title: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/post/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: '<p>Hello, followers.</p>' }),
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  return performance.now() - started;
}

const jobsLeft = async (app: App) =>
  Object.fromEntries(
    (
      await app.db
        .select({ kind: outboxMessages.kind, count: sql<number>`count(*)`.mapWith(Number) })
        .from(outboxMessages)
        .where(sql`${outboxMessages.failedAt} is null`)
        .groupBy(outboxMessages.kind)
    ).map((row) => [row.kind, row.count]),
  ) as Record<string, number>;

const notified = async (app: App, slug: string) =>
  app.db.$count(notifications, eq(notifications.postSlug, slug));

try {
  // Seeding, with nothing delivered.
  let app = await openApp(false);
  const seedStarted = performance.now();
  await app.db.execute(sql`
    insert into users (username, email, is_publisher, verified) values
      ('fanout_author', 'fanout@example.org', true, true),
      ('quiet_author', 'quiet@example.org', true, true)`);
  await app.db.execute(sql`
    insert into users (username, email, push_enabled, verified)
    select 'fanout_follower_' || i, 'fanout' || i || '@example.org', i <= ${CONNECTED + WITH_PUSH}, true
    from generate_series(1, ${FOLLOWERS}) i`);
  await app.db.execute(sql`
    insert into follows (follower_id, following_id)
    select f.id, a.id from users f, users a
    where a.username = 'fanout_author' and f.username like 'fanout_follower_%'`);
  const followers = await app.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(like(users.username, 'fanout_follower_%'))
    .orderBy(sql`length(${users.username})`, users.username);
  const emailed = followers.slice(CONNECTED + WITH_PUSH, CONNECTED + WITH_PUSH + WITH_EMAIL);
  await app.db.execute(sql`
    insert into notification_settings (user_id, type, in_app, email, push)
    select id, 'new_post', true, true, false from users
    where id = any(${`{${emailed.map((f) => f.id).join(',')}}`}::uuid[])`);
  for (const [index, follower] of followers.slice(CONNECTED, CONNECTED + WITH_PUSH).entries()) {
    const { keys } = browserKeys();
    await app.db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${follower.id}, ${`${pushService.url}/push/${index}`}, ${keys.p256dh}, ${keys.auth})`);
  }
  const [author] = await app.db.select().from(users).where(eq(users.username, 'fanout_author'));
  const [quiet] = await app.db.select().from(users).where(eq(users.username, 'quiet_author'));
  const authorToken = await tokenOf(app, author!);
  const quietToken = await tokenOf(app, quiet!);
  const followerTokens = await Promise.all(
    followers.slice(0, CONNECTED).map((follower) => tokenOf(app, follower)),
  );
  console.log(`seeded ${FOLLOWERS} followers in ${seconds(performance.now() - seedStarted)} s`);

  // 1. The request alone: the fan-out is only queued (this process delivers nothing).
  let baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const queuedOnly: number[] = [];
  for (let i = 0; i < PUBLISHES; i += 1)
    queuedOnly.push(await publishAs(baseUrl, authorToken, `Queued only ${i}`));
  await app.db.delete(outboxMessages);
  await app.db.delete(posts);
  await app.close();
  console.log(`publish p99 with the fan-out queued: ${p99(queuedOnly).toFixed(0)} ms`);

  // 2. One post to every follower, delivered; other authors publish while it runs.
  app = await openApp(true);
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const received = { count: 0 };
  for (const token of followerTokens) {
    const socket = connect(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('ready', resolve));
    socket.on('new-notification', () => (received.count += 1));
  }
  const loadBefore = load();
  const started = performance.now();
  const answered = await publishAs(baseUrl, authorToken, 'To a hundred thousand');
  const duringFanOut: number[] = [answered];
  let live = 0;
  let pushed = 0;
  let mailed = 0;
  let done = 0;
  const [{ slug }] = (await app.db.select({ slug: posts.slug }).from(posts)) as [{ slug: string }];
  for (let i = 0; !done; i += 1) {
    const elapsed = performance.now() - started;
    if (!live && received.count >= CONNECTED) live = elapsed;
    if (!pushed && pushService.received.length >= WITH_PUSH) pushed = elapsed;
    if (!mailed && smtp.received.length >= WITH_EMAIL) mailed = elapsed;
    if (i < PUBLISHES) duringFanOut.push(await publishAs(baseUrl, quietToken, `Beside ${i}`));
    else await wait(50);
    if (i % 20 === 0 && live && pushed && mailed) {
      const left = await jobsLeft(app);
      if (!left['fan-out'] && !left.mail && !left.push) done = performance.now() - started;
    }
    if (i % 100 === 0)
      console.log(
        `${seconds(elapsed)} s: live ${received.count}, pushes ${pushService.received.length}, mails ${smtp.received.length}`,
      );
    if (elapsed > 30 * 60_000) throw new Error('the fan-out took longer than 30 minutes');
  }
  const total = await notified(app, slug);
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await app.close();

  // 3. A process killed in the middle of a fan-out, and its restart.
  app = await openApp(false);
  await app.db.execute(sql`delete from push_subscriptions`);
  await app.close();
  const server = await startServer();
  const killedSlugStart = performance.now();
  await publishAs(server.baseUrl, authorToken, 'Killed in the middle');
  await wait(Number(process.env.KILL_AFTER_MS ?? 15_000));
  server.child.kill('SIGKILL');
  await new Promise((resolve) => server.child.once('exit', resolve));
  const killedAfter = performance.now() - killedSlugStart;
  app = await openApp(false);
  const [{ slug: killedSlug }] = (await app.db
    .select({ slug: posts.slug })
    .from(posts)
    .where(eq(posts.title, 'Killed in the middle'))) as [{ slug: string }];
  const leftAtKill = await jobsLeft(app);
  const notifiedAtKill = await notified(app, killedSlug);
  await app.close();
  const restartStarted = performance.now();
  const restarted = await startServer();
  const ready = performance.now() - restartStarted;
  for (;;) {
    await wait(500);
    const metrics = await (await fetch(`http://127.0.0.1:${restarted.metricsPort}/metrics`)).text();
    const queued = [
      ...metrics.matchAll(
        /hearth_outbox_messages\{kind="(?:fan-out|mail)",state="queued"\} (\d+)/g,
      ),
    ];
    if (queued.length > 0 && queued.every((match) => match[1] === '0')) break;
    if (performance.now() - restartStarted > 30 * 60_000) throw new Error('restart never finished');
  }
  const resumed = performance.now() - restartStarted;
  restarted.child.kill('SIGTERM');
  await new Promise((resolve) => restarted.child.once('exit', resolve));
  app = await openApp(false);
  const finalNotified = await notified(app, killedSlug);
  const [{ distinct }] = (await app.db
    .select({
      distinct: sql<number>`count(distinct ${notifications.recipientId})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.postSlug, killedSlug))) as [{ distinct: number }];
  await app.close();

  lines.push(
    '',
    `## Fan-out as jobs: ${FOLLOWERS.toLocaleString('en-US')} followers (${new Date().toISOString().slice(0, 10)})`,
    '',
    `The embedded database (the default), Node ${process.version}, one app process on the 2-core machine shared with seven other sessions running tests (load average ${loadBefore} at the start of the fan-out, ${load()} at its end). ${CONNECTED} followers connected by Socket.IO, ${WITH_PUSH} away with push on (a fake push service on 127.0.0.1 over HTTPS), ${WITH_EMAIL.toLocaleString('en-US')} with e-mail on for new posts (a fake SMTP server on 127.0.0.1, \`MAIL_RATE_PER_SECOND=${MAIL_RATE}\`), the rest in-app only. The sockets, the push service and the SMTP server run in the bench's process.`,
    '',
    '| measure | goal | result |',
    '|---|---:|---:|',
    `| publish request p99, fan-out queued, ${PUBLISHES} requests | ≤ 50 ms | ${p99(queuedOnly).toFixed(0)} ms |`,
    `| publish request p99 while a ${FOLLOWERS.toLocaleString('en-US')}-follower fan-out runs, ${duringFanOut.length} requests | ≤ 50 ms | ${p99(duringFanOut).toFixed(0)} ms |`,
    `| every connected follower had the event | ≤ 2 s | ${seconds(live)} s |`,
    `| every push answered (${WITH_PUSH}) | | ${seconds(pushed)} s |`,
    `| every e-mail handed to SMTP (${WITH_EMAIL.toLocaleString('en-US')} at ${MAIL_RATE}/s: ${WITH_EMAIL / MAIL_RATE} s at least) | | ${seconds(mailed)} s |`,
    `| every follower notified, no job left (${total.toLocaleString('en-US')} notifications) | | ${seconds(done)} s |`,
    `| \`kill -9\` of a server process ${seconds(killedAfter)} s into a fan-out: followers notified by then | | ${notifiedAtKill.toLocaleString('en-US')} |`,
    `| jobs left at the kill | | ${
      Object.entries(leftAtKill)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ') || 'none'
    } |`,
    `| restart: ready / every job done | | ${seconds(ready)} s / ${seconds(resumed)} s |`,
    `| after the restart: notifications of the post (distinct followers) | ${FOLLOWERS.toLocaleString('en-US')} | ${finalNotified.toLocaleString('en-US')} (${distinct.toLocaleString('en-US')}) |`,
    '',
  );
  appendFileSync('bench/results/fan-out.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  sockets.forEach((socket) => socket.disconnect());
  await pushService.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real entry point on the bench's data directory, once it answers. */
async function startServer(): Promise<{
  child: ChildProcess;
  baseUrl: string;
  metricsPort: number;
}> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...environment,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server not ready in 10 minutes');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, baseUrl, metricsPort };
    await wait(200);
  }
}
