import { Secret, TOTP } from 'otpauth';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED_CODE } from '#contracts/error-codes.constants.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';
import { TestAuthenticator } from '../../test/webauthn-authenticator.ts';

const generous = {
  AUTH_RATE_LIMIT_PER_IP: '10000',
  DONATION_RATE_LIMIT_PER_IP: '10000',
  REPORT_RATE_LIMIT_PER_HOUR: '10000',
};

/** A sample of what only admins may do, each a 200 for an admin with a second factor. */
const adminCalls: InjectOptions[] = [
  { method: 'GET', url: '/api/user/getusers' },
  { method: 'GET', url: '/api/report' },
  { method: 'GET', url: '/api/donation/cases?active=all' },
  { method: 'GET', url: '/api/user/publisher-requests/get' },
  { method: 'GET', url: '/api/story/pending' },
  { method: 'GET', url: '/api/comment/getcomments' },
];

async function withTotp(testApp: TestApp, actor: Actor) {
  const { as } = injectors(() => testApp);
  const setup = await as(actor, { method: 'POST', url: '/api/auth/second-factor/totp' });
  expect(setup.statusCode).toBe(200);
  const code = new TOTP({ secret: Secret.fromBase32(setup.json().secret) }).generate();
  const confirm = await as(actor, {
    method: 'POST',
    url: '/api/auth/second-factor/totp/confirm',
    payload: { code },
  });
  expect(confirm.statusCode).toBe(200);
}

describe('ADMIN_SECOND_FACTOR=required', () => {
  let testApp: TestApp;
  const { as } = injectors(() => testApp);
  let lockedAdmin: Actor;
  let admin: Actor;
  let member: Actor;

  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { ...generous, ADMIN_SECOND_FACTOR: 'required' },
    });
    lockedAdmin = await createActor(testApp.app, 'admin');
    admin = await createActor(testApp.app, 'admin');
    member = await createActor(testApp.app, 'user');
    await withTotp(testApp, admin);
  });
  afterAll(() => testApp.close());

  it('refuses an admin without a second factor on admin routes with 403 second_factor_required', async () => {
    for (const call of adminCalls) {
      const response = await as(lockedAdmin, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toMatchObject({
        statusCode: 403,
        code: SECOND_FACTOR_REQUIRED_CODE,
        message: expect.stringMatching(/two-step sign-in/),
      });
    }
  });

  it('lets an admin with a second factor through, and refuses members as before', async () => {
    for (const call of adminCalls) {
      expect((await as(admin, call)).statusCode, `${call.method} ${call.url}`).toBe(200);
      const refused = await as(member, call);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json().code).toBeUndefined();
    }
  });

  it('leaves the admin their own account and the way to set a factor up', async () => {
    const me = await as(lockedAdmin, { method: 'GET', url: '/api/user/refresh-token/data' });
    expect(me.statusCode).toBe(200);
    expect(me.json().isAdmin).toBe(true);
    const status = await as(lockedAdmin, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json()).toMatchObject({ required: true, totp: false });
    const memberStatus = await as(member, { method: 'GET', url: '/api/auth/second-factor' });
    expect(memberStatus.json().required).toBe(false);
  });

  it('gives back the admin powers once a passkey is added', async () => {
    const newcomer = await createActor(testApp.app, 'admin');
    expect((await as(newcomer, adminCalls[0]!)).statusCode).toBe(403);
    const options = await as(newcomer, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys/options',
    });
    const passkey = await new TestAuthenticator(testApp.config.publicUrl).register(
      options.json().options,
    );
    const added = await as(newcomer, {
      method: 'POST',
      url: '/api/auth/second-factor/passkeys',
      payload: { name: 'Key', passkey },
    });
    expect(added.statusCode).toBe(201);
    expect((await as(newcomer, adminCalls[0]!)).statusCode).toBe(200);
  });

  it('gives an admin without a factor no more than a member on any API route', async () => {
    const document = testApp.app.swagger() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const id = '00000000-0000-4000-8000-000000000000';
    const leaks: string[] = [];
    let adminRoutesSeen = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/test')) continue;
      // Ending sessions would end this test's own.
      if (path === '/api/user/signout') continue;
      const url = path.replace(/\{[^}]+\}/g, id);
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
        const call = {
          method: method.toUpperCase() as InjectOptions['method'],
          url,
          ...(method === 'get' ? {} : { payload: {} }),
        };
        const asMember = await as(member, call);
        const asLocked = await as(lockedAdmin, call);
        if (asMember.statusCode === 403) adminRoutesSeen += 1;
        const fine =
          asMember.statusCode === 403
            ? asLocked.statusCode === 403 && asLocked.json().code === SECOND_FACTOR_REQUIRED_CODE
            : asLocked.statusCode < 300 === asMember.statusCode < 300;
        if (!fine) {
          leaks.push(
            `${call.method} ${path}: member ${asMember.statusCode}, admin ${asLocked.statusCode}`,
          );
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(adminRoutesSeen).toBeGreaterThan(5);
  });
});

describe('ADMIN_SECOND_FACTOR=optional', () => {
  let testApp: TestApp;
  const { as } = injectors(() => testApp);

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { ADMIN_SECOND_FACTOR: 'optional' } });
  });
  afterAll(() => testApp.close());

  it('lets an admin without a second factor use admin routes', async () => {
    const admin = await createActor(testApp.app, 'admin');
    for (const call of adminCalls) {
      expect((await as(admin, call)).statusCode, `${call.method} ${call.url}`).toBe(200);
    }
    const status = await as(admin, { method: 'GET', url: '/api/auth/second-factor' });
    expect(status.json().required).toBe(false);
  });
});
