import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donationCases,
  donationTransactions,
  posts as postRows,
} from '../../src/server/db/schema.ts';
import { INVALIDATION_BOUND_MS, LISTENER_NAME } from '../../src/server/platform/cache-broadcast.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createTestDatabase } from '../../src/server/test/test-database.ts';
import { createAccount, type Account } from './lib/accounts.ts';
import { startAppProcess } from './lib/app-process.ts';
import { JWT_SECRET, startCluster, type Cluster } from './lib/cluster.ts';
import { PIN_HEADER, SERVED_BY_HEADER } from './lib/round-robin-proxy.ts';
import { liveSocket, nextEvent } from '../../src/server/test/live-socket.ts';

/**
 * Two app processes behind a round-robin proxy, on one PostgreSQL database and one S3 bucket,
 * behave as one site. A request "through A" is pinned to process A by the proxy (as a sticky
 * session would be); one without a pin goes to the next process in turn.
 */
const SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP = 5;

let cluster: Cluster;
const sockets: Socket[] = [];

beforeAll(async () => {
  cluster = await startCluster({
    SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP: String(SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP),
    // The donations below come from one address; the limits under test are the sign-in ones.
    DONATION_RATE_LIMIT_PER_IP: '1000',
    DONATION_RATE_LIMIT_PER_CASE: '1000',
  });
});

afterAll(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await cluster?.stop();
});

type Via = 'A' | 'B' | 'any';
/** An answer's JSON, read as the test expects it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Answer<T> {
  status: number;
  servedBy: string | null;
  body: T;
}

async function call<T = Json>(
  via: Via,
  method: string,
  path: string,
  { json, form, headers = {} }: { json?: unknown; form?: FormData; headers?: object } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${cluster.proxy.baseUrl}${path}`, {
    method,
    headers: {
      ...(via === 'any' ? {} : { [PIN_HEADER]: via }),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get(SERVED_BY_HEADER),
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function ok<T = Json>(...args: Parameters<typeof call>) {
  const answer = await call<T>(...args);
  expect(answer.status, `${args[1]} ${args[2]}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  expect(answer.servedBy).toBe(args[0] === 'any' ? answer.servedBy : args[0]);
  return answer.body;
}

/** A 320 × 200 JPEG, as a camera would upload. */
const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7bc0' } })
    .jpeg()
    .toBuffer();

const account = (role: 'user' | 'publisher' | 'admin') =>
  createAccount(cluster.database.db, JWT_SECRET, role);

/** A browser's live connection, through the proxy, held by process `via`. */
function liveConnection(via: 'A' | 'B', who: Account): Promise<Socket> {
  const options = { auth: { token: who.token }, extraHeaders: { [PIN_HEADER]: via } };
  return liveSocket(cluster.proxy.baseUrl, options, sockets);
}

/** Waits until every process has dropped what the writes answered before made untrue. */
const pastTheBound = () => new Promise((resolve) => setTimeout(resolve, INVALIDATION_BOUND_MS));

const publish = (via: Via, author: Account, title: string, content = '<p>Words</p>') =>
  ok<{ _id: string; slug: string }>(via, 'POST', '/api/post/create', {
    json: { title, content },
    headers: author.headers,
  });

describe('two app processes behind a round-robin proxy (PostgreSQL, S3)', () => {
  it('tells an author connected to B of a comment written through A', async () => {
    const author = await account('publisher');
    const reader = await account('user');
    const post = await publish('A', author, 'Read across processes');
    const socket = await liveConnection('B', author);

    const arriving = nextEvent<{ type: string; triggeredBy: { username: string } }>(
      socket,
      'new-notification',
    );
    await ok('A', 'POST', '/api/comment/create', {
      json: { postId: post._id, content: 'Seen from the other process' },
      headers: reader.headers,
    });
    expect(await arriving).toMatchObject({
      type: 'comment',
      triggeredBy: { username: reader.username },
    });
  });

  it('counts sign-in failures on A and B together, refusing at the configured number', async () => {
    const member = await account('user');
    const attempt = () =>
      call('any', 'POST', '/api/auth/signin', {
        json: { email: member.username, password: 'a wrong guess' },
      });
    const failures: Answer<unknown>[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP; i++) failures.push(await attempt());
    expect(failures.map((answer) => answer.status)).toEqual(
      Array(SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP).fill(401),
    );
    // Each process saw only some of them: counted apart, neither would refuse yet.
    expect(new Set(failures.map((answer) => answer.servedBy))).toEqual(new Set(['A', 'B']));

    for (const via of ['A', 'B'] as const) {
      const refused = await call<{ message: string }>(via, 'POST', '/api/auth/signin', {
        json: { email: member.username, password: member.password },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts/);
    }
  });

  it('answers a read on B with a write made through A within the bound', async () => {
    const author = await account('publisher');
    const reader = await account('user');
    const post = await publish('A', author, 'Fresh everywhere');
    const comments = `/api/comment/getPostComments/${post._id}`;
    const bySlug = `/api/post/getposts?slug=${post.slug}`;
    // B has answered (and cached) both reads before the writes.
    for (let i = 0; i < 2; i++) {
      expect(await ok('B', 'GET', comments)).toEqual([]);
      expect((await ok('B', 'GET', bySlug)).posts[0].title).toBe('Fresh everywhere');
    }

    await ok('A', 'POST', '/api/comment/create', {
      json: { postId: post._id, content: 'Written through A' },
      headers: reader.headers,
    });
    await ok('A', 'PUT', `/api/post/updatepost/${post._id}/${author.id}`, {
      json: { title: 'Renamed through A' },
      headers: author.headers,
    });
    // A itself shows them at once.
    expect((await ok('A', 'GET', bySlug)).posts[0].title).toBe('Renamed through A');

    await pastTheBound();
    const seen = await ok<{ content: string }[]>('B', 'GET', comments);
    expect(seen.map((comment) => comment.content)).toEqual(['Written through A']);
    expect((await ok('B', 'GET', bySlug)).posts[0].title).toBe('Renamed through A');
  });

  it("shows on B, within the bound, a write made through A while B's listening connection was down", async () => {
    const author = await account('publisher');
    const post = await publish('A', author, 'Before the outage');
    const bySlug = `/api/post/getposts?slug=${post.slug}`;
    for (let i = 0; i < 2; i++) {
      expect((await ok('B', 'GET', bySlug)).posts[0].title).toBe('Before the outage');
    }

    // Both processes lose their listening connections; each opens one again after a second.
    await cluster.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await ok('A', 'PUT', `/api/post/updatepost/${post._id}/${author.id}`, {
      json: { title: 'Renamed during the outage' },
      headers: author.headers,
    });

    await pastTheBound();
    expect((await ok('B', 'GET', bySlug)).posts[0].title).toBe('Renamed during the outage');
    // Listening again, B keeps its answers again: a change no event announces hides behind them.
    let changes = 0;
    await expect
      .poll(
        async () => {
          const shown = (await ok('B', 'GET', bySlug)).posts[0].title;
          await cluster.database.db
            .update(postRows)
            .set({ title: `Unannounced ${++changes}` })
            .where(eq(postRows.id, post._id));
          return (await ok('B', 'GET', bySlug)).posts[0].title === shown;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
  });

  it("shows a view counted through A on B's cached home page once the views are written", async () => {
    const author = await account('publisher');
    const post = await publish('A', author, 'Read once through A');
    const mostReadViews = async () => {
      const html = await ok<string>('B', 'GET', '/');
      // The Most Read slide of the post: its title, then its count ("1 view", one message).
      const slide = html.slice(html.indexOf('Read once through A'));
      return /(\d+) views?/.exec(slide)?.[1];
    };
    // B has drawn (and kept) its home page before the view.
    expect(await mostReadViews()).toBe('0');
    expect(await mostReadViews()).toBe('0');

    await ok('A', 'PUT', `/api/post/view/${post._id}`);
    // Written within 5 s; B then draws the page again behind its next reader.
    await expect.poll(mostReadViews, { timeout: 15_000, interval: 500 }).toBe('1');
  });

  it("ends a banned member's connection to B when the ban is made through A", async () => {
    const member = await account('user');
    const admin = await account('admin');
    const socket = await liveConnection('B', member);
    const told = nextEvent<{ message: string }>(socket, 'account_banned');
    const gone = nextEvent(socket, 'disconnect');
    await ok('A', 'POST', '/api/user/ban', {
      json: { userId: member.id, duration: '1d', reason: 'Spam in comments' },
      headers: admin.headers,
    });
    expect((await told).message).toContain('Spam in comments');
    await gone;
    expect(socket.connected).toBe(false);
  });

  it('serves through B a post showing an image uploaded through A', async () => {
    const author = await account('publisher');
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const { url } = await ok<{ url: string }>('A', 'POST', '/api/upload', {
      form,
      headers: author.headers,
    });
    expect(url.startsWith(`${cluster.s3PublicUrl}/uploads/`)).toBe(true);

    const post = await publish(
      'B',
      author,
      'With a picture',
      `<p><img src="${url}" alt="Blue"></p>`,
    );
    const { posts } = await ok('B', 'GET', `/api/post/getposts?slug=${post.slug}`);
    expect(posts[0].content).toContain(url);

    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([width, height]).toEqual([320, 200]);
  });

  it('adds up 100 concurrent pledges and their receipts split across A and B exactly', async () => {
    const admin = await account('admin');
    const donationCase = await ok<{ _id: string }>('A', 'POST', '/api/donation/case', {
      json: { title: 'Roof repair', description: 'Before the winter' },
      headers: admin.headers,
    });
    const amounts = Array.from({ length: 100 }, (_, i) => (i % 7) + 1 + (i % 3) * 0.25);
    const answers = await Promise.all(
      amounts.map((amount) =>
        call('any', 'POST', '/api/donation/transaction', {
          json: { donationCaseId: donationCase._id, amount },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    const servedBy = answers.map((answer) => answer.servedBy);
    expect(servedBy.filter((name) => name === 'A')).toHaveLength(50);
    expect(servedBy.filter((name) => name === 'B')).toHaveLength(50);

    const sum = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
    await pastTheBound();
    // Pledges until an admin records them as received, each on either process.
    for (const via of ['A', 'B'] as const) {
      expect(await ok(via, 'GET', `/api/donation/case/${donationCase._id}`)).toMatchObject({
        raisedAmount: 0,
        pledgedAmount: sum,
      });
    }
    const receipts = await Promise.all(
      answers.map((answer, index) =>
        call(
          'any',
          'PUT',
          `/api/donation/transaction/${(answer.body as { _id: string })._id}/receive`,
          {
            json: { amount: amounts[index], method: 'cash', receivedAt: new Date().toISOString() },
            headers: admin.headers,
          },
        ),
      ),
    );
    expect(receipts.filter((answer) => answer.status !== 200)).toEqual([]);
    await pastTheBound();
    for (const via of ['A', 'B'] as const) {
      expect(await ok(via, 'GET', `/api/donation/case/${donationCase._id}`)).toMatchObject({
        raisedAmount: sum,
        pledgedAmount: 0,
      });
    }
    const [stored] = await cluster.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(donationTransactions)
      .where(eq(donationTransactions.donationCaseId, donationCase._id));
    expect(stored!.count).toBe(100);
    const [row] = await cluster.database.db
      .select({ raised: donationCases.raisedAmountCents })
      .from(donationCases)
      .where(eq(donationCases.id, donationCase._id));
    expect(Number(row!.raised)).toBe(Math.round(sum * 100));
  });

  it("shows on B's cached case page and ledger, within the bound, a disbursement and its reversal recorded through A", async () => {
    const admin = await account('admin');
    const donationCase = await ok<{ _id: string }>('A', 'POST', '/api/donation/case', {
      json: { title: 'Clinic visits', description: 'Physiotherapy for a child' },
      headers: admin.headers,
    });
    const gift = await ok<{ _id: string }>('A', 'POST', '/api/donation/transaction', {
      json: { donationCaseId: donationCase._id, amount: 80 },
    });
    await ok('A', 'PUT', `/api/donation/transaction/${gift._id}/receive`, {
      json: { amount: 80, method: 'cash', receivedAt: new Date().toISOString() },
      headers: admin.headers,
    });
    await pastTheBound();
    const page = `/donate/${donationCase._id}`;
    const ledger = `/api/donation/case/${donationCase._id}/ledger`;
    // B has drawn (and cached) the page and the ledger before the payout.
    for (let i = 0; i < 2; i++) {
      expect((await ok('B', 'GET', ledger)).totals).toMatchObject({ held: 80, disbursed: 0 });
      expect(await ok<string>('B', 'GET', page)).toContain('$80.00');
    }

    const evidence = new FormData();
    const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
    evidence.append('file', new Blob([pdf], { type: 'application/pdf' }), 'invoice.pdf');
    const { url } = await ok<{ url: string }>('A', 'POST', '/api/donation/evidence', {
      form: evidence,
      headers: admin.headers,
    });
    const paid = await ok<{ _id: string }>(
      'A',
      'POST',
      `/api/donation/case/${donationCase._id}/disbursements`,
      {
        json: {
          amount: 30,
          occurredAt: new Date().toISOString(),
          method: 'bank_transfer',
          payee: 'the clinic',
          purpose: 'Three sessions',
          evidence: [url],
        },
        headers: admin.headers,
      },
    );
    await pastTheBound();
    expect((await ok('B', 'GET', ledger)).totals).toMatchObject({ held: 50, disbursed: 30 });
    expect(await ok<string>('B', 'GET', page)).toContain('Three sessions');

    await ok('A', 'POST', `/api/donation/case/${donationCase._id}/ledger/${paid._id}/reverse`, {
      json: { reason: 'Paid from another fund' },
      headers: admin.headers,
    });
    await pastTheBound();
    expect((await ok('B', 'GET', ledger)).totals).toMatchObject({ held: 80, disbursed: 0 });
    expect(await ok<string>('B', 'GET', page)).toContain('Paid from another fund');
  });

  // The move of docs/deploying.md: a site that kept its uploads on disk, stopped, moved with
  // `npm run storage:migrate`, and started again on the bucket.
  it('moves a site from disk uploads to the bucket with storage:migrate', async () => {
    const work = mkdtempSync(join(tmpdir(), 'hearth-move-'));
    const site = await createTestDatabase();
    if (site.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const environment = { DATABASE_URL: site.location.url, DATA_DIR: work, JWT_SECRET };
    const database = await openDatabase(site.location);
    try {
      const onDisk = await startAppProcess('on-disk', environment);
      const author = await createAccount(database.db, JWT_SECRET, 'publisher');
      let slug: string;
      try {
        const form = new FormData();
        form.append(
          'image',
          new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }),
          'a.jpg',
        );
        const upload = await fetch(`${onDisk.baseUrl}/api/upload`, {
          method: 'POST',
          body: form,
          headers: author.headers,
        });
        const { url } = (await upload.json()) as { url: string };
        expect(url).toMatch(/^\/uploads\//);
        const created = await fetch(`${onDisk.baseUrl}/api/post/create`, {
          method: 'POST',
          headers: { ...author.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Moved to the bucket',
            content: '<p>Words</p>',
            image: url,
          }),
        });
        expect(created.status).toBe(201);
        slug = ((await created.json()) as { slug: string }).slug;
      } finally {
        await onDisk.stop();
      }

      const run = promisify(execFile);
      const { stdout } = await run('npm', ['run', '--silent', 'storage:migrate'], {
        env: { ...process.env, ...environment, ...cluster.s3Environment },
      });
      expect(stdout).toMatch(/Copied [1-9]\d* file\(s\)/);

      const onBucket = await startAppProcess('on-bucket', {
        ...environment,
        ...cluster.s3Environment,
      });
      try {
        const answer = await fetch(`${onBucket.baseUrl}/api/post/getposts?slug=${slug}`);
        const [post] = ((await answer.json()) as { posts: { image: string }[] }).posts;
        expect(post!.image.startsWith(`${cluster.s3PublicUrl}/uploads/`)).toBe(true);
        const image = await fetch(post!.image);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
      } finally {
        await onBucket.stop();
      }
    } finally {
      await database.close();
      await site.drop();
      rmSync(work, { recursive: true, force: true });
    }
  });

  // The backup of docs/deploying.md, as an operator would take it of this live site.
  it('restores a pg_dump of the site into an empty database that a process then serves', async () => {
    const author = await account('publisher');
    const post = await publish('A', author, 'Kept in the backup');
    const work = mkdtempSync(join(tmpdir(), 'hearth-backup-'));
    const copy = await createTestDatabase();
    try {
      const dump = join(work, 'hearth.dump');
      const run = promisify(execFile);
      await run('pg_dump', [
        '--format=custom',
        '--no-unlogged-table-data',
        `--file=${dump}`,
        cluster.databaseUrl,
      ]);
      if (copy.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
      await run('pg_restore', ['--no-owner', `--dbname=${copy.location.url}`, dump]);

      const restored = await startAppProcess('restored', {
        DATABASE_URL: copy.location.url,
        DATA_DIR: join(work, 'data'),
        JWT_SECRET,
      });
      try {
        const answer = await fetch(`${restored.baseUrl}/api/post/getposts?slug=${post.slug}`);
        const { posts } = (await answer.json()) as { posts: { title: string }[] };
        expect(posts.map((one) => one.title)).toEqual(['Kept in the backup']);
        // The same accounts, and the same secret: a token of the live site is accepted.
        const me = await fetch(`${restored.baseUrl}/api/user/${author.id}`, {
          headers: author.headers,
        });
        expect(me.status).toBe(200);
      } finally {
        await restored.stop();
      }
    } finally {
      await copy.drop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
