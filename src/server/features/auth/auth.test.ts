import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createActor } from '../../test/actors.ts';
import { latestLink, readOutbox } from '../../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';
import { sessionTokenOf, visibleAnswer } from '../../test/visible-answer.ts';

let testApp: TestApp;
const { inject } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({
    environment: { AUTH_RATE_LIMIT_PER_IP: '1000' },
  });
});
afterAll(() => testApp.close());

const adult = { dateOfBirth: '1990-05-17' };
/** An adult's sign-up at `<username>@example.org` with password secret1, unless `fields` differ. */
const member = (username: string, fields: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.org`,
  password: 'secret1',
  ...adult,
  ...fields,
});
const signUp = (body: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const signIn = (email: string, password: string) =>
  inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

/** Path of a mailed link (the tests call the API of the app, not the page). */
const linkPath = (link: string) => new URL(link).pathname;

describe('POST /api/auth/signup', () => {
  it('creates the account and mails a verification link', async () => {
    const response = await signUp(member('  ada  ', { email: 'ada@example.org' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
    const mails = (await readOutbox(testApp)).filter((m) => m.to.includes('ada@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/verify/i);
    expect(mails[0]!.links[0]).toMatch(/\/users\/[0-9a-f-]{36}\/verify\/[\w-]{20,}$/);
  });

  it("ends signed in, unverified, with the spec's answer and a session cookie", async () => {
    const response = await signUp(member('katherine'));
    expect(response.statusCode).toBe(201);
    // The spec's client reads `success` and `message`; the answer is the same for a taken address.
    expect(response.json()).toEqual({
      success: true,
      message: 'Signup successful. Please check your e-mail to verify your account.',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/access_token=ey/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const session = await sessionUser(sessionTokenOf(response));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      username: 'katherine',
      email: 'katherine@example.org',
      verified: false,
      isAdmin: false,
      isPublisher: false,
    });
    // The new device is listed among the account's sessions, as a sign-in's is.
    const devices = await inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: { cookie: `access_token=${sessionTokenOf(response)}` },
    });
    expect(devices.json().sessions).toHaveLength(1);
  });

  it('refuses a taken username without starting a session', async () => {
    await signUp(member('mary'));
    const again = await signUp(member('mary', { email: 'mary2@example.org' }));
    expect(again.statusCode).toBe(409);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret1', ...adult }, 'Please fill out all fields'],
    [{ username: 'bob', email: '', password: 'secret1', ...adult }, 'Please fill out all fields'],
    [{ username: 'bob', email: 'a@b.co', password: 'secret1' }, 'Please fill out all fields'],
    [
      { username: 'bob', email: 'bob.example.org', password: 'secret1', ...adult },
      "Please include an '@' in the email address.",
    ],
    [
      { username: 'bob', email: 'bob@example', password: 'secret1', ...adult },
      'Please enter a valid email address',
    ],
    [
      { username: 'bob', email: 'bob@example.org', password: 'five5', ...adult },
      'Password must be at least 6 characters long',
    ],
    [
      {
        username: 'bob',
        email: 'bob@example.org',
        password: 'secret1',
        dateOfBirth: new Date(Date.now() - 12 * 365.25 * 86_400_000).toISOString().slice(0, 10),
      },
      'You must be at least 13 years old to register',
    ],
    [
      { username: 'no spaces', email: 'bob@example.org', password: 'secret1', ...adult },
      'Username must be 3 to 30 characters: letters, numbers, dots, hyphens or underscores',
    ],
    [
      { username: { $ne: 1 }, email: 'b@b.co', password: 'secret1', ...adult },
      'Please fill out all fields',
    ],
  ])('refuses %o with "%s"', async (body, message) => {
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, statusCode: 400, message });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a taken username whatever the case, also when the e-mail is taken too', async () => {
    await signUp(member('grace'));
    for (const email of ['other@example.org', 'GRACE@example.org']) {
      const sameName = await signUp(member('GRACE', { email }));
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().message).toBe('Username is already taken');
    }
  });
});

const visible = visibleAnswer;

const sessionUser = (token: string) =>
  inject({
    method: 'GET',
    url: '/api/user/refresh-token/data',
    headers: { cookie: `access_token=${token}` },
  });
const mailsTo = async (address: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.to.includes(address));

describe('sign-up with a registered e-mail address', () => {
  it('answers byte for byte as a new sign-up, creates nothing, and tells the owner', async () => {
    await signUp(member('owner_o', { email: 'owner@example.org' }));
    const mailsBefore = (await mailsTo('owner@example.org')).length;

    const fresh = await signUp(member('newcomer', { password: 'secret2' }));
    const taken = await signUp(
      member('intruder', { email: 'Owner@Example.org', password: 'secret2' }),
    );

    expect(fresh.statusCode).toBe(201);
    expect(visible(taken)).toEqual(visible(fresh));
    // The cookie looks like a session's, and opens none: not the owner's, not anybody's.
    expect(sessionTokenOf(taken)).toMatch(/^ey/);
    const decoy = await sessionUser(sessionTokenOf(taken));
    expect(decoy.statusCode).toBe(401);
    expect(decoy.body).not.toContain('owner');
    const { users } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    expect(
      await testApp.app.db.select().from(users).where(eq(users.username, 'intruder')),
    ).toHaveLength(0);
    expect((await signIn('owner@example.org', 'secret2')).statusCode).toBe(401);
    expect((await signIn('owner@example.org', 'secret1')).statusCode).toBe(200);

    const notices = (await mailsTo('owner@example.org')).slice(mailsBefore);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Someone tried to sign up to Hearth with your address');
    expect(notices[0]!.text).toMatch(/^Hello owner_o,/m);
    expect(notices[0]!.links).toEqual([
      `${testApp.config.publicUrl}/sign-in`,
      `${testApp.config.publicUrl}/request-password-reset`,
    ]);
  });
});

describe('POST /api/auth/signin', () => {
  beforeAll(async () => {
    await signUp(member('linus', { password: 'penguin1' }));
  });

  it('signs in by username or e-mail, with an httpOnly cookie and the token', async () => {
    for (const identifier of ['linus', 'LINUS@example.org']) {
      const response = await signIn(identifier, 'penguin1');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, username: 'linus', isAdmin: false });
      expect(body.token).toMatch(/^ey/);
      expect(body).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(body)).not.toContain('argon2');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/access_token=ey/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
  });

  it('refuses a wrong password or an unknown account alike', async () => {
    const wrongPassword = await signIn('linus', 'penguin2');
    const unknown = await signIn('nobody', 'penguin1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknown.json().message);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Please fill out all fields'],
    [{ email: 'linus' }, 'Please fill out all fields'],
    [{ email: 'linus@', password: 'x' }, 'Please enter a valid email address.'],
  ])('refuses %o with "%s"', async (body, message) => {
    const response = await inject({ method: 'POST', url: '/api/auth/signin', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('tokens', () => {
  it('accepts the cookie as well as the bearer header', async () => {
    const response = await signIn('linus', 'penguin1');
    const { token } = response.json();
    const byCookie = await inject({
      method: 'GET',
      url: '/api/user/refresh-token/data',
      cookies: { access_token: token },
    });
    expect(byCookie.statusCode).toBe(200);
    const byBearer = await inject({
      method: 'HEAD',
      url: '/api/user/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
  });

  it('refuses expired and tampered tokens', async () => {
    const user = await createActor(testApp.app, 'user');
    const secret = new TextEncoder().encode(testApp.config.jwtSecret);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    const expiredResponse = await inject({
      method: 'GET',
      url: '/api/user/refresh-token/data',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().message).toBe('Token expired');

    const [head, , signature] = user.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: user.id, ver: 0, exp: 4_000_000_000 }),
    ).toString('base64url');
    const tampered = await inject({
      method: 'GET',
      url: '/api/user/refresh-token/data',
      headers: { authorization: `Bearer ${head}.${forgedPayload}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe('Invalid token');
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const { token } = (await signIn('linus', 'penguin1')).json();
    const request = (origin: string) =>
      inject({
        method: 'PUT',
        url: `/api/user/update/${(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub}`,
        cookies: { access_token: token },
        headers: { origin },
        payload: { dateOfBirth: '1991-01-01' },
      });
    const crossSite = await request('https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe('Cross-origin request refused');
    const sameSite = await request(testApp.config.publicUrl);
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('verifies once, and a second visit says it is already verified', async () => {
    await signUp(member('hedy'));
    const path = linkPath(await latestLink(testApp, 'hedy@example.org', '/verify/'));
    const [, , userId, , token] = path.split('/');
    const first = await inject({ method: 'GET', url: `/api/auth/${userId}/verify/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      alreadyVerified: false,
      message: 'Email verified successfully',
    });
    const again = await inject({ method: 'GET', url: `/api/auth/${userId}/verify/${token}` });
    expect(again.json()).toMatchObject({ alreadyVerified: true });
    const signedIn = (await signIn('hedy', 'secret1')).json();
    expect(signedIn.verified).toBe(true);
  });

  it("refuses a wrong token, or another user's token", async () => {
    await signUp(member('alan'));
    await signUp(member('joan'));
    const [, , alanId] = linkPath(await latestLink(testApp, 'alan@example.org', '/verify/')).split(
      '/',
    );
    const [, , , , joanToken] = linkPath(
      await latestLink(testApp, 'joan@example.org', '/verify/'),
    ).split('/');
    const crossed = await inject({ method: 'GET', url: `/api/auth/${alanId}/verify/${joanToken}` });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('Invalid or expired verification link');
    const wrong = await inject({ method: 'GET', url: `/api/auth/${alanId}/verify/not-the-token` });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  beforeAll(async () => {
    await signUp(member('barbara', { password: 'oldpass1' }));
  });

  const requestResetWith = (payload: object) =>
    inject({ method: 'POST', url: '/api/auth/request-password-reset', payload });
  const requestReset = (email: string) => requestResetWith({ email });

  it('answers byte for byte the same for registered and unknown addresses', async () => {
    const mailsBefore = (await mailsTo('barbara@example.org')).length;
    const known = await requestReset('barbara@example.org');
    const unknown = await requestReset('nobody@example.org');
    expect(known.statusCode).toBe(200);
    expect(visible(known)).toEqual(visible(unknown));
    await vi.waitFor(async () =>
      expect(await mailsTo('barbara@example.org')).toHaveLength(mailsBefore + 1),
    );
    expect(await mailsTo('nobody@')).toEqual([]);
  });

  it('answers without waiting for the mail to be delivered', async () => {
    const send = vi
      .spyOn(testApp.app.mailer, 'send')
      .mockImplementation(() => new Promise<void>(() => {}));
    try {
      const response = await requestReset('barbara@example.org');
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() =>
        expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'barbara@example.org' })),
      );
    } finally {
      send.mockRestore();
    }
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await requestResetWith(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('sets the new password once, ending every earlier session', async () => {
    const session = (await signIn('barbara', 'oldpass1')).json();
    const mailsBefore = (await mailsTo('barbara@example.org')).length;
    await requestReset('barbara@example.org');
    await vi.waitFor(async () =>
      expect(await mailsTo('barbara@example.org')).toHaveLength(mailsBefore + 1),
    );
    const path = linkPath(await latestLink(testApp, 'barbara@example.org', '/reset-password/'));
    const resetTo = (payload: object) =>
      inject({ method: 'POST', url: `/api/auth${path}`, payload });

    const tooShort = await resetTo({ newPassword: '12345' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Password must be at least 6 characters long');
    const empty = await resetTo({});
    expect(empty.json().message).toBe('All fields are required');

    const reset = await resetTo({ newPassword: 'newpass1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset successfully');

    const reused = await resetTo({ newPassword: 'another1' });
    expect(reused.statusCode).toBe(400);

    expect((await signIn('barbara', 'oldpass1')).statusCode).toBe(401);
    expect((await signIn('barbara', 'newpass1')).statusCode).toBe(200);
    const oldSession = await inject({
      method: 'HEAD',
      url: '/api/user/validate-token',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(oldSession.statusCode).toBe(401);
  });
});

describe('banned accounts', () => {
  it('are refused at sign-in and on every signed-in request, with the reason and the end', async () => {
    await signUp(member('mallory'));
    const session = (await signIn('mallory', 'secret1')).json();
    const { users } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await testApp.app.db
      .update(users)
      .set({ isBanned: true, banReason: 'Spam', banExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, session._id));

    const signInResponse = await signIn('mallory', 'secret1');
    expect(signInResponse.statusCode).toBe(403);
    expect(signInResponse.json().message).toMatch(
      /^Your account has been banned until .+\. Reason: Spam$/,
    );
    const request = await inject({
      method: 'GET',
      url: '/api/user/refresh-token/data',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(request.statusCode).toBe(403);

    // The ban runs out: the next request lifts it.
    await testApp.app.db
      .update(users)
      .set({ banExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, session._id));
    expect((await signIn('mallory', 'secret1')).statusCode).toBe(200);
  });
});

it('mail links point at the public address', async () => {
  const link = await latestLink(testApp, 'ada@example.org', '/verify/');
  expect(link.startsWith(testApp.config.publicUrl)).toBe(true);
});
