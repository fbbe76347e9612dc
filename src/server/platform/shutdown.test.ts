import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/second-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * The real entry point, stopped as an orchestrator stops it: SIGTERM while a client holds an idle
 * keep-alive connection and another is in the middle of a request.
 */
const admin = { username: 'root', email: 'root@example.org', password: 'correct horse battery' };
let database: TestDatabase;
let dataDir: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
  dataDir =
    database.location.kind === 'embedded'
      ? database.location.dataDir!
      : mkdtempSync(join(tmpdir(), 'hearth-shutdown-'));
});

afterAll(async () => {
  for (const server of started) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGKILL');
      await exitOf(server);
    }
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(environment: Record<string, string> = {}) {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database.location.kind === 'postgres' ? database.location.url : '',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...environment,
  });
  started.push(server);
  return server;
}

const exitOf = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.process.exitCode !== null) resolve(server.process.exitCode);
    else server.process.once('exit', (code) => resolve(code));
  });

async function publishPost(baseUrl: string) {
  const signedIn = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(signedIn.status).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const created = await fetch(`${baseUrl}/api/post/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Counted before the restart', content: '<p>Some words</p>' }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** A keep-alive connection that has had its answer and now sits idle. */
async function idleKeepAliveConnection(baseUrl: string) {
  const agent = new Agent({ keepAlive: true });
  const socket = await new Promise<Socket>((resolve, reject) => {
    const call = httpRequest(`${baseUrl}/api/health/live`, { agent }, (response) => {
      expect(response.statusCode).toBe(200);
      response.resume().on('end', () => resolve(call.socket!));
    });
    call.on('error', reject).end();
  });
  return { closed: new Promise<void>((resolve) => socket.once('close', () => resolve())) };
}

/**
 * A request whose headers the server has taken (it answered `100 Continue`, so its route runs)
 * and whose body is still to come: a request under way for as long as the test likes.
 */
async function requestUnderWay(baseUrl: string, path: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  let received = '';
  const continued = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('100 Continue')) resolve();
    });
    socket.once('error', reject);
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    `PUT ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 2\r\nExpect: 100-continue\r\n\r\n',
  );
  await continued;
  return {
    /** Sends the rest of the body; resolves with everything the server said once it closes. */
    finish: () => {
      socket.write('{}');
      return closed;
    },
    closed,
  };
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request under way, ends idle connections, keeps the views and exits 0', async () => {
    const server = await start();
    const postId = await publishPost(server.baseUrl);
    const viewed = await fetch(`${server.baseUrl}/api/post/view/${postId}`, { method: 'PUT' });
    expect(await viewed.json()).toEqual({ views: 1 });

    const idle = await idleKeepAliveConnection(server.baseUrl);
    const underWay = await requestUnderWay(server.baseUrl, `/api/post/view/${postId}`);
    const exited = exitOf(server);
    server.process.kill('SIGTERM');

    await idle.closed;
    const answer = await underWay.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('{"views":1}');
    expect(await exited).toBe(0);

    const restarted = await start();
    const read = await fetch(`${restarted.baseUrl}/api/post/getposts?postId=${postId}`);
    const { posts } = (await read.json()) as { posts: { views: number }[] };
    expect(posts[0]?.views).toBe(1);
    restarted.process.kill('SIGTERM');
    expect(await exitOf(restarted)).toBe(0);
  }, 240_000);

  it('cuts a connection still busy at the deadline and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = await requestUnderWay(
      server.baseUrl,
      '/api/post/view/00000000-0000-4000-8000-000000000000',
    );
    const exited = exitOf(server);
    server.process.kill('SIGTERM');

    expect(await exited).toBe(1);
    expect(await stuck.closed).not.toContain('200 OK');
  }, 240_000);
});
