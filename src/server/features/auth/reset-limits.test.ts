import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { DELIVERY_WAIT, readOutbox } from '../../test/outbox.ts';
import type { TestApp } from '../../test/test-app.ts';
import { blockTestApp, twoProcessesOnOneDatabase } from '../../test/test-file-app.ts';
import { visibleAnswer } from '../../test/visible-answer.ts';

const OWNER = '192.0.2.40';
const INVALID = 'This reset link is invalid or has expired';
const ANSWER = 'If an account exists for that e-mail, a password reset link has been sent.';

const bogusToken = () => randomBytes(32).toString('base64url');

/** Requests as a client at `address` would make them, on the app `testApp()` names. */
function clientOf(testApp: () => TestApp) {
  const requestReset = (address: string, email: string) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: address,
      payload: { email },
    });
  const resetWith = (address: string, path: string, newPassword = 'a new passphrase') =>
    testApp().app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      remoteAddress: address,
      payload: { newPassword },
    });
  const signUpAs = (address: string, email: string, username: string) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: address,
      payload: { username, email, password: 'secret1', dateOfBirth: '1990-05-17' },
    });
  const signIn = (email: string, password: string) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: OWNER,
      payload: { email, password },
    });
  /** The paths of the reset links mailed to the address so far, oldest first. */
  const resetPaths = async (email: string) =>
    (await readOutbox(testApp()))
      .filter((mail) => mail.to.includes(email))
      .flatMap((mail) => mail.links.filter((link) => link.includes('/reset-password/')))
      .map((link) => new URL(link).pathname);
  /**
   * Every reset mail asked for so far has been sent: a request for another account, made after
   * them, has had its own mail delivered.
   */
  const settled = async () => {
    const witness = await createActor(testApp().app, 'user');
    await requestReset('192.0.2.250', witness.email);
    await vi.waitFor(
      async () => expect(await resetPaths(witness.email)).toHaveLength(1),
      DELIVERY_WAIT,
    );
  };
  return { requestReset, resetWith, signUpAs, signIn, resetPaths, settled };
}

/** What a client sees of an answer (the parts that differ per request aside). */
const visible = visibleAnswer;

const expectRefused = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(429);
  expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute/);
};

describe('reset links: bogus ones are counted against the address that sends them', () => {
  const testApp = blockTestApp();
  const client = clientOf(() => testApp);

  /** The owner asks for a link from their own address and reads it in their mail. */
  const ownersLink = async (owner: Actor) => {
    expect((await client.requestReset(OWNER, owner.email)).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect(await client.resetPaths(owner.email)).not.toHaveLength(0),
      DELIVERY_WAIT,
    );
    return (await client.resetPaths(owner.email)).at(-1)!;
  };

  it("never refuses the owner's genuine link after a visitor's 11 bogus ones for the account", async () => {
    const victim = await createActor(testApp.app, 'user');
    const genuine = await ownersLink(victim);
    for (let i = 0; i < 11; i++) {
      const bogus = await client.resetWith(
        '203.0.113.5',
        `/reset-password/${victim.id}/${bogusToken()}`,
      );
      expect(bogus.statusCode).toBe(400);
      expect(bogus.json().message).toBe(INVALID);
    }
    const reset = await client.resetWith(OWNER, genuine, 'owner chose this');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset successfully');
    expect((await client.signIn(victim.email, 'owner chose this')).statusCode).toBe(200);
  });

  it('stops the address past 30 bogus links over any accounts, and no other address', async () => {
    const [first, second] = [
      await createActor(testApp.app, 'user'),
      await createActor(testApp.app, 'user'),
    ];
    const guesser = '203.0.113.6';
    for (let i = 0; i < 30; i++) {
      const target = i % 2 ? first : second;
      const bogus = await client.resetWith(guesser, `/reset-password/${target.id}/${bogusToken()}`);
      expect(bogus.statusCode).toBe(400);
    }
    expectRefused(await client.resetWith(guesser, `/reset-password/${first.id}/${bogusToken()}`));
    const elsewhere = await client.resetWith(
      '203.0.113.7',
      `/reset-password/${first.id}/${bogusToken()}`,
    );
    expect(elsewhere.statusCode).toBe(400);
  });

  it('lets a genuine link through even from an address stopped for its bogus ones', async () => {
    const owner = await createActor(testApp.app, 'user');
    const genuine = await ownersLink(owner);
    const shared = '203.0.113.8';
    for (let i = 0; i < 31; i++) {
      await client.resetWith(shared, `/reset-password/${owner.id}/${bogusToken()}`);
    }
    expectRefused(await client.resetWith(shared, `/reset-password/${owner.id}/${bogusToken()}`));
    expect((await client.resetWith(shared, genuine)).statusCode).toBe(200);
  });
});

describe('reset and sign-up mails to one address', () => {
  const testApp = blockTestApp();
  const client = clientOf(() => testApp);

  it('mails at most 3 reset links an hour to an address asked for 10 times, and the owner is answered as ever', async () => {
    const victim = await createActor(testApp.app, 'user');
    const unknown = await client.requestReset(OWNER, 'nobody-here@example.org');
    for (let i = 0; i < 10; i++) {
      const response = await client.requestReset(`198.51.100.${i + 1}`, victim.email);
      expect(visible(response)).toEqual(visible(unknown));
    }
    const owners = await client.requestReset(OWNER, victim.email.toUpperCase());
    expect(visible(owners)).toEqual(visible(unknown));
    expect(owners.json()).toEqual({ success: true, message: ANSWER });

    await client.settled();
    expect(await client.resetPaths(victim.email)).toHaveLength(3);
  });

  it('keeps every link it mailed working until one is used, and then none other', async () => {
    const owner = await createActor(testApp.app, 'user');
    for (let i = 0; i < 4; i++) await client.requestReset(`198.51.100.${50 + i}`, owner.email);
    await client.settled();
    const [oldest, , newest] = await client.resetPaths(owner.email);

    expect((await client.resetWith(OWNER, oldest!, 'oldest link')).statusCode).toBe(200);
    expect((await client.signIn(owner.email, 'oldest link')).statusCode).toBe(200);
    const later = await client.resetWith(OWNER, newest!, 'newest link');
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe(INVALID);
  });

  it('tells an address at most 3 times an hour that someone tried to sign up with it', async () => {
    const owner = await createActor(testApp.app, 'user');
    const fresh = await client.signUpAs('198.51.100.90', 'fresh@example.org', 'fresh_one');
    for (let i = 0; i < 6; i++) {
      const taken = await client.signUpAs(`198.51.100.${100 + i}`, owner.email, `fresh_${i}`);
      expect(visible(taken)).toEqual(visible(fresh));
    }
    const notices = (await readOutbox(testApp)).filter(
      (mail) =>
        mail.to.includes(owner.email) && mail.subject.startsWith('Someone tried to sign up'),
    );
    expect(notices).toHaveLength(3);
  });
});

/** Only on PostgreSQL: the embedded database serves one process, whose memory holds its counts. */
describe.skipIf(!process.env.DATABASE_URL)('reset limits across app processes', () => {
  const { first, second } = twoProcessesOnOneDatabase();
  const onFirst = clientOf(() => first);
  const onSecond = clientOf(() => second);

  it('counts bogus links from one address on both processes together', async () => {
    const target = await createActor(first.app, 'user');
    const guesser = '203.0.113.70';
    for (let i = 0; i < 30; i++) {
      const { resetWith } = i % 2 ? onSecond : onFirst;
      const bogus = await resetWith(guesser, `/reset-password/${target.id}/${bogusToken()}`);
      expect(bogus.statusCode).toBe(400);
    }
    expectRefused(await onFirst.resetWith(guesser, `/reset-password/${target.id}/${bogusToken()}`));
    expectRefused(
      await onSecond.resetWith(guesser, `/reset-password/${target.id}/${bogusToken()}`),
    );
  });

  it('mails an address at most 3 reset links, asked through both processes', async () => {
    // Either process may deliver a mail the other queued: read both folders.
    const mailedTo = async (email: string) => [
      ...(await onFirst.resetPaths(email)),
      ...(await onSecond.resetPaths(email)),
    ];
    const victim = await createActor(first.app, 'user');
    for (let i = 0; i < 8; i++) {
      const { requestReset } = i % 2 ? onSecond : onFirst;
      expect((await requestReset(`198.51.100.${i + 1}`, victim.email)).statusCode).toBe(200);
    }
    const witness = await createActor(first.app, 'user');
    await onSecond.requestReset('192.0.2.250', witness.email);
    await vi.waitFor(
      async () => expect(await mailedTo(witness.email)).toHaveLength(1),
      DELIVERY_WAIT,
    );
    expect(await mailedTo(victim.email)).toHaveLength(3);
  });
});
