import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createActor } from '../test/actors.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { UNSTORABLE_VALUE_MESSAGE } from './errors.ts';
import { serializeError } from './logging.ts';

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGVkc2VjcmV0';
const DONOR_EMAIL = 'donor@example.com';
const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZWNyZXQifQ.c2lnbmF0dXJl';

let testApp: TestApp;
const logLines: string[] = [];
const logged = () => logLines.join('');
const entries = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  testApp = await createTestApp({
    // Request lines on, so that every test here also sees what they would carry.
    environment: { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
    build: { logStream: { write: (line: string) => void logLines.push(line) } },
    // Routes that exist only here: statements that fail inside the database with secrets among
    // their parameters, and a log line that carries the request's headers.
    extend: async (scoped) => {
      scoped.get('/api/test/failing-query', async () => {
        await scoped.db.execute(
          sql`select * from missing_table where password_hash = ${PASSWORD_HASH} and email = ${DONOR_EMAIL}`,
        );
      });
      scoped.post(
        '/api/test/unstorable',
        { schema: { body: z.object({ name: z.string() }) } },
        async (request) => {
          await scoped.db.execute(
            sql`select ${PASSWORD_HASH}::text, ${(request.body as { name: string }).name}::text`,
          );
        },
      );
      scoped.get('/api/test/headers', async (request) => {
        request.log.info({ headers: request.headers }, 'headers seen');
        return {};
      });
      // A route added later with a secret in its path, as any new mailed link would be.
      scoped.get('/api/test/confirm/:userId/:confirmationToken', async () => ({}));
    },
  });
}, 60_000);

afterAll(() => testApp.close());
beforeEach(() => {
  logLines.length = 0;
});

describe('error logs', () => {
  it('name the failing statement and the request, never its parameters', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/test/failing-query?email=${encodeURIComponent(DONOR_EMAIL)}`,
      headers: { 'x-request-id': 'request-with-secrets' },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong');
    const failure = entries().find((entry) => entry.msg === 'unexpected error');
    expect(failure).toMatchObject({
      reqId: 'request-with-secrets',
      err: { message: expect.stringContaining('from missing_table where password_hash = $1') },
    });
    expect(JSON.stringify(failure)).toContain('relation \\"missing_table\\" does not exist');
    expect(logged()).not.toContain(PASSWORD_HASH);
    expect(logged()).not.toContain(DONOR_EMAIL);
  });

  it('answer a value the database refuses with 400 and log it without the values', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/unstorable',
      payload: { name: `${DONOR_EMAIL}\u0000` },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 400,
      message: UNSTORABLE_VALUE_MESSAGE,
    });
    expect(entries().find((entry) => entry.msg === 'the database refused a value')).toMatchObject({
      level: 40,
      err: { cause: { code: '22021' } },
    });
    expect(logged()).not.toContain(PASSWORD_HASH);
    expect(logged()).not.toContain(DONOR_EMAIL);
  });

  it('hide credentials in any headers a log line carries', async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/api/test/headers',
      headers: {
        authorization: `Bearer ${SESSION_TOKEN}`,
        cookie: `access_token=${SESSION_TOKEN}`,
        'idempotency-key': 'donor-key-123456',
      },
    });

    const line = entries().find((entry) => entry.msg === 'headers seen');
    expect(line).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
    expect(logged()).not.toContain(SESSION_TOKEN);
    expect(logged()).not.toContain('donor-key-123456');
  });
});

describe('request logs', () => {
  it('log each request without its query string, and its answer, when LOG_REQUESTS is on', async () => {
    await testApp.app.inject({
      method: 'GET',
      url: `/api/test/headers?email=${encodeURIComponent(DONOR_EMAIL)}`,
      headers: { 'x-request-id': 'one-request' },
    });

    const lines = entries().filter((entry) => entry.reqId === 'one-request');
    expect(lines.find((entry) => entry.msg === 'incoming request')).toMatchObject({
      req: { method: 'GET', url: '/api/test/headers' },
    });
    expect(lines.find((entry) => entry.msg === 'request completed')).toMatchObject({
      res: { statusCode: 200 },
    });
    expect(logged()).not.toContain(DONOR_EMAIL);
  });

  it('are off by default: only what goes wrong is logged', async () => {
    const quiet = await createTestApp({
      environment: { LOG_LEVEL: 'info' },
      build: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
    try {
      logLines.length = 0;
      const response = await quiet.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      expect(logLines).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('request logs of links that carry a secret in their path', () => {
  const TOKEN = 'aSecretLinkToken_0123456789-abcdefghijklmnopq';
  const SESSION = 'cs_test_aSecretCheckoutSession0123456789';

  let requests = 0;
  /** The path the request's own line shows (a page's render makes requests of its own). */
  async function loggedPathsOf(request: {
    method?: 'GET' | 'POST';
    url: string;
    payload?: object;
  }) {
    logLines.length = 0;
    requests += 1;
    const reqId = `secret-path-${requests}`;
    await testApp.app.inject({ ...request, headers: { 'x-request-id': reqId } });
    return entries()
      .filter((entry) => entry.msg === 'incoming request' && entry.reqId === reqId)
      .map((entry) => (entry.req as { url: string }).url);
  }

  it('show the path with the secret redacted: reset, verification, checkout, any route', async () => {
    const member = await createActor(testApp.app, 'user');
    const id = member.id;
    const cases = [
      {
        request: {
          method: 'POST' as const,
          url: `/api/auth/reset-password/${id}/${TOKEN}`,
          payload: { newPassword: 'a new password that is long' },
        },
        path: `/api/auth/reset-password/${id}/[redacted]`,
      },
      {
        request: { url: `/reset-password/${id}/${TOKEN}` },
        path: `/reset-password/${id}/[redacted]`,
      },
      {
        request: { url: `/api/auth/${id}/verify/${TOKEN}` },
        path: `/api/auth/${id}/verify/[redacted]`,
      },
      {
        request: { url: `/users/${id}/verify/${TOKEN}` },
        path: `/users/${id}/verify/[redacted]`,
      },
      {
        request: { url: `/api/donation/checkout/${SESSION}` },
        path: '/api/donation/checkout/[redacted]',
      },
      {
        request: { url: `/api/test/confirm/${id}/${TOKEN}` },
        path: `/api/test/confirm/${id}/[redacted]`,
      },
      // Unsubscribe and sign-in-with links carry theirs in the query string, which is dropped.
      {
        request: {
          method: 'POST' as const,
          url: `/api/donation/updates/unsubscribe?token=${id}.${TOKEN}`,
        },
        path: '/api/donation/updates/unsubscribe',
      },
      {
        request: { url: `/api/auth/oauth/google/callback?code=${TOKEN}&state=${TOKEN}` },
        path: '/api/auth/oauth/google/callback',
      },
    ];
    for (const { request, path } of cases) {
      expect(await loggedPathsOf(request), request.url).toEqual([path]);
      expect(logged(), request.url).not.toContain(TOKEN);
    }
  });

  it('redact them however the path is spelled, and past its end', async () => {
    const id = '0b6f3c1e-2d4a-4e8b-9c7d-5a1f2e3d4c5b';
    for (const url of [
      `/Reset-Password/${id}/${TOKEN}`,
      `/reset-password/${id}/${TOKEN}/`,
      `/reset-password/${id}/${TOKEN}/more`,
      `/reset%2Dpassword/${id}/${TOKEN}`,
      `/api/auth/reset-password/${id}/${TOKEN}/more`,
      `//api/auth/reset-password/${id}/${TOKEN}`,
      `/users/${id}/verify/${encodeURIComponent(`${TOKEN}/x`)}`,
    ]) {
      const paths = await loggedPathsOf({ method: 'GET', url });
      expect(paths, url).toHaveLength(1);
      expect(paths[0], url).toContain('[redacted]');
      expect(logged(), url).not.toContain(TOKEN);
    }
  });

  it('leave every other path as it was', async () => {
    const paths = await loggedPathsOf({ method: 'GET', url: '/api/post/getposts?limit=1' });
    expect(paths).toEqual(['/api/post/getposts']);
    expect(await loggedPathsOf({ method: 'GET', url: '/post/a-token-of-thanks' })).toEqual([
      '/post/a-token-of-thanks',
    ]);
  });
});

describe('serializeError', () => {
  it('keeps the kind, the message, the code and the constraint of a database error', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: `Key (lower(email))=(${DONOR_EMAIL}) already exists.`,
      query: 'insert into users (email, password_hash) values ($1, $2)',
      params: [DONOR_EMAIL, PASSWORD_HASH],
    });
    const ormError = new Error(
      `Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: ${DONOR_EMAIL},${PASSWORD_HASH}`,
      { cause: driverError },
    );

    const serialized = serializeError(ormError);

    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into users (email, password_hash) values ($1, $2)',
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
    expect(serialized.stack).toContain('logging.test.ts');
    expect(JSON.stringify(serialized)).not.toContain(DONOR_EMAIL);
    expect(JSON.stringify(serialized)).not.toContain(PASSWORD_HASH);
  });

  it('drops whatever else an error carries, such as a request body', () => {
    const error = Object.assign(new Error('Recipient refused'), {
      responseCode: 550,
      body: { donorEmail: DONOR_EMAIL },
      parameters: { password: 'hunter2' },
    });
    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'Recipient refused',
      stack: expect.any(String),
    });
  });

  it('keeps the parameters out of the stack whatever the message holds', () => {
    const ormError = new Error(
      `Failed query: select $$a$$, $& from "t$'" where a = $1\nparams: ${DONOR_EMAIL},${PASSWORD_HASH}`,
    );

    const serialized = serializeError(ormError);

    expect(serialized.message).toBe(`Failed query: select $$a$$, $& from "t$'" where a = $1`);
    expect(serialized.stack.startsWith(`Error: ${serialized.message}\n`)).toBe(true);
    expect(JSON.stringify(serialized)).not.toContain(DONOR_EMAIL);
    expect(JSON.stringify(serialized)).not.toContain(PASSWORD_HASH);
  });
});
