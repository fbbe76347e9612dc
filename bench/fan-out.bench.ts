/**
 * Notification fan-out: a publisher with 5,000 followers publishes a post. Measures how long the
 * publishing request takes (the notifications are written in the same request), how long until
 * every connected follower's browser has the live event, and how long until every follower who
 * is away has been sent a push. Followers: some connected by Socket.IO, some with a push
 * subscription at a fake push service on 127.0.0.1, the rest neither. Writes
 * bench/results/fan-out.md. Run with `npm run bench:fan-out` (BENCH_DATABASE_URL=postgres://…
 * measures on PostgreSQL instead of the embedded database).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { users } from '../src/server/db/schema.ts';
import { recordSession } from '../src/server/platform/sessions.ts';
import { signAccessToken } from '../src/server/platform/tokens.ts';
import { browserKeys, FakePushService } from '../src/server/test/fake-push-service.ts';

const FOLLOWERS = 5_000;
const CONNECTED = 200;
const WITH_PUSH = 500;
const ROUNDS = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-fanout-'));
const pushService = new FakePushService();
await pushService.start();
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp(config, { pushAgent: pushService.agent });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const sockets: Socket[] = [];

try {
  await app.db.execute(sql`
    insert into users (username, email, is_publisher) values ('fanout_author', 'fanout@example.org', true)`);
  await app.db.execute(sql`
    insert into users (username, email, push_enabled)
    select 'fanout_follower_' || i, 'fanout' || i || '@example.org', i <= ${CONNECTED + WITH_PUSH}
    from generate_series(1, ${FOLLOWERS}) i`);
  await app.db.execute(sql`
    insert into follows (follower_id, following_id)
    select f.id, a.id from users f, users a
    where a.username = 'fanout_author' and f.username like 'fanout_follower_%'`);
  const followers = await app.db
    .select({ id: users.id, username: users.username, tokenVersion: users.tokenVersion })
    .from(users)
    .where(like(users.username, 'fanout_follower_%'))
    .orderBy(sql`length(${users.username})`, users.username);
  const [author] = await app.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.username, 'fanout_author'));
  /** A token of a new session of the user, as signing in gives. */
  const tokenOf = async (user: { id: string; tokenVersion: number }) => {
    const now = new Date();
    const sessionId = await recordSession(
      app.db,
      user.id,
      { device: 'Bench', browser: 'Bench client', network: '127.0.0.0/24' },
      { now, expiresAt: new Date(now.getTime() + 3600_000), provenAt: now },
    );
    return signAccessToken(app.jwtSecret, { ...user, userId: user.id, sessionId }, 3600);
  };
  const token = await tokenOf(author!);

  // The first CONNECTED followers have a browser open; the next WITH_PUSH are away with alerts on.
  const received = { count: 0 };
  for (const follower of followers.slice(0, CONNECTED)) {
    const followerToken = await tokenOf(follower);
    const socket = connect(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: followerToken },
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('ready', resolve));
    socket.on('new-notification', () => (received.count += 1));
  }
  for (const [index, follower] of followers.slice(CONNECTED, CONNECTED + WITH_PUSH).entries()) {
    const { keys } = browserKeys();
    await app.db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${follower.id}, ${`${pushService.url}/push/${index}`}, ${keys.p256dh}, ${keys.auth})`);
  }

  const rows: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    received.count = 0;
    const pushesBefore = pushService.received.length;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/post/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: `Fan-out round ${round}`, content: '<p>Hello, followers.</p>' },
    });
    const answered = performance.now() - started;
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`create answered ${response.statusCode}: ${response.body}`);
    }
    while (received.count < CONNECTED) await new Promise((resolve) => setTimeout(resolve, 5));
    const live = performance.now() - started;
    await app.push.settled();
    const pushed = performance.now() - started;
    const pushes = pushService.received.length - pushesBefore;
    rows.push(
      `| ${round} | ${answered.toFixed(0)} | ${live.toFixed(0)} | ${pushed.toFixed(0)} | ${pushes} |`,
    );
  }

  const table = [
    '# Notification fan-out benchmark',
    '',
    `${new Date().toISOString().slice(0, 10)}: a publisher with ${FOLLOWERS.toLocaleString('en-US')} followers publishes a post, on the ${databaseUrl ? 'PostgreSQL' : 'embedded'} database; ${CONNECTED} followers connected by Socket.IO (websocket), ${WITH_PUSH} away with push on (a fake push service on 127.0.0.1 over HTTPS), the rest neither. Node ${process.version}, one app process on a 2-core machine; the sockets and the push service run in the same process, so the figures are pessimistic.`,
    '',
    '| round | request answered (ms) | all connected followers had the event (ms) | all pushes answered (ms) | pushes sent |',
    '|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync('bench/results/fan-out.md', table);
  console.log(table);
} finally {
  sockets.forEach((socket) => socket.disconnect());
  await app.close();
  await pushService.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
