import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './lib/accounts.ts';
import { JWT_SECRET, startCluster, type Cluster } from './lib/cluster.ts';
import { startNginx, type Nginx } from './lib/nginx.ts';

/**
 * nginx's micro-cache as docs/deploying.md configures it, in front of two app processes on
 * PostgreSQL (decision 038). nginx open source has no purge by tag: the purge hook here is the
 * test's own receiver, which deletes the cached files whose stored `Surrogate-Key` names a
 * purged tag, as an operator's small purge service could. It proves that the app sends each
 * write's tags and that they name every cached answer the write changed; a CDN's own purge API
 * does the deleting in production.
 */
const S_MAXAGE = 8;

/** Every file under `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The `Surrogate-Key` tags of a cached answer, from the headers nginx stored with it. */
function storedTags(file: string) {
  const head = readFileSync(file).toString('latin1');
  const line = /\r\nsurrogate-key: ([^\r\n]*)\r\n/i.exec(head);
  return line ? line[1]!.split(' ') : [];
}

/** The purge hook: records each purge and, while `acting`, deletes the answers it names. */
function purgeReceiver(cacheDir: () => string) {
  const purges: string[][] = [];
  const receiver = {
    purges,
    acting: true,
    url: '',
    server: undefined as Server | undefined,
  };
  receiver.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { tags } = JSON.parse(body) as { tags: string[] };
      purges.push(tags);
      if (receiver.acting) {
        let files: string[] = [];
        try {
          files = filesUnder(cacheDir());
        } catch {
          // Nothing cached yet.
        }
        for (const file of files) {
          if (statSync(file).isFile() && storedTags(file).some((tag) => tags.includes(tag))) {
            rmSync(file, { force: true });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  return receiver;
}

let cluster: Cluster;
let nginx: Nginx;
const receiver = purgeReceiver(() => nginx.cacheDir);

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server!.address() as AddressInfo).port}/purge`;
  cluster = await startCluster({
    CDN_S_MAXAGE: String(S_MAXAGE),
    CDN_STALE_WHILE_REVALIDATE: '0',
    CDN_PURGE_URL: receiver.url,
  });
  nginx = await startNginx([cluster.a.port, cluster.b.port]);
});

afterAll(async () => {
  await nginx?.stop();
  await cluster?.stop();
  await new Promise((resolve) => receiver.server!.close(resolve));
});

interface Read {
  status: number;
  cache: string | null;
  cacheControl: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function read(path: string, headers: Record<string, string> = {}): Promise<Read> {
  const response = await fetch(`${nginx.baseUrl}${path}`, { headers });
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control'),
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function write(author: Account, method: string, path: string, json: unknown) {
  const response = await fetch(`${nginx.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...author.headers },
    body: JSON.stringify(json),
  });
  const answer = (await response.json()) as { _id: string; slug: string };
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

/** Waits until the receiver has had a purge naming exactly `tags`, sent after `since`. */
async function purged(tags: string[], since: number) {
  const startedAt = Date.now();
  while (!receiver.purges.slice(since).some((purge) => purge.join() === tags.join())) {
    expect(Date.now() - startedAt, `no purge of ${tags.join()} arrived`).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A new post, once its purge (a second after it) has come and gone: reads after it are kept. */
async function publish(author: Account, title: string) {
  const since = receiver.purges.length;
  const post = await write(author, 'POST', '/api/post/create', { title, content: '<p>Words</p>' });
  await purged(['posts'], since);
  return post;
}
const rename = (author: Account, postId: string, title: string) =>
  write(author, 'PUT', `/api/post/updatepost/${postId}/${author.id}`, { title });
const titleOf = (answer: Read) => (answer.body as { posts: { title: string }[] }).posts[0]?.title;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('nginx micro-cache in front of two app processes', () => {
  let author: Account;
  beforeAll(async () => {
    author = await createAccount(cluster.database.db, JWT_SECRET, 'publisher');
  });

  it("keeps a visitor's read: the next one is a HIT, with the same answer", async () => {
    const post = await publish(author, 'Kept by nginx');
    const url = `/api/post/getposts?slug=${post.slug}`;
    const first = await read(url);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.cacheControl).toBe(
      `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=0`,
    );
    const second = await read(url);
    expect(second.cache).toBe('HIT');
    expect(second.body).toEqual(first.body);

    // The tags are for caches: the origin names them, nginx keeps them from browsers.
    const origin = await fetch(`${cluster.a.baseUrl}${url}`);
    expect(origin.headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining(['everything', 'posts', `user:${author.id}`]),
    );
    expect((await fetch(`${nginx.baseUrl}${url}`)).headers.get('surrogate-key')).toBeNull();
  });

  it('never keeps a signed-in read, by bearer token or session cookie, nor serves it a kept one', async () => {
    const post = await publish(author, 'Read signed in');
    const url = `/api/post/getposts?slug=${post.slug}`;
    await read(url);
    expect((await read(url)).cache).toBe('HIT');
    for (const headers of [
      author.headers,
      { cookie: `theme=dark; access_token=${author.token}` },
    ]) {
      for (let i = 0; i < 2; i++) {
        const signedIn = await read(url, headers);
        expect(signedIn.status).toBe(200);
        expect(signedIn.cache).toBe('BYPASS');
        expect(signedIn.cacheControl).toBe('private, no-store');
      }
    }
    // Visitors still share their own answer.
    expect((await read(url)).cache).toBe('HIT');
  });

  it('shows a write to visitors within s-maxage, with no purge', async () => {
    receiver.acting = false;
    try {
      const post = await publish(author, 'Before the write');
      const url = `/api/post/getposts?slug=${post.slug}`;
      await read(url);
      expect(titleOf(await read(url))).toBe('Before the write');

      await rename(author, post._id, 'After the write');
      const writtenAt = Date.now();
      // The author reads past the cache and sees the write at once.
      expect(titleOf(await read(url, author.headers))).toBe('After the write');
      let seen = await read(url);
      while (titleOf(seen) !== 'After the write' && Date.now() - writtenAt < 2 * S_MAXAGE * 1000) {
        expect(seen.cache).toBe('HIT');
        await wait(250);
        seen = await read(url);
      }
      expect(titleOf(seen)).toBe('After the write');
      // Kept answers expire S_MAXAGE after they were fetched, which was before the write.
      expect(Date.now() - writtenAt).toBeLessThanOrEqual(S_MAXAGE * 1000 + 1000);
    } finally {
      receiver.acting = true;
    }
  });

  it("drops every kept answer a write's purge names: the next read fetches the fresh one", async () => {
    const post = await publish(author, 'Purged title');
    const bySlug = `/api/post/getposts?slug=${post.slug}`;
    const list = '/api/post/getposts?limit=3';
    for (const url of [bySlug, list]) {
      await read(url);
      expect((await read(url)).cache).toBe('HIT');
    }
    const since = receiver.purges.length;
    await rename(author, post._id, 'Purged and renamed');
    const renamedAt = Date.now();
    // Sent once every process has dropped its own copy (a second after the write).
    await purged(['posts', `comments:${post._id}`, 'comments:any'], since);

    for (const url of [bySlug, list]) {
      const fresh = await read(url);
      expect(fresh.cache, url).toBe('MISS');
      expect(titleOf(fresh), url).toBe('Purged and renamed');
    }
    // Within s-maxage: the purge dropped them, not their time.
    expect(Date.now() - renamedAt).toBeLessThan(S_MAXAGE * 1000);
  });
});
