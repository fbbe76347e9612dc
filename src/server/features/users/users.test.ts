import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ID_LIST_CAP } from '#contracts/common.ts';
import { follows, users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { readOutbox } from '../../test/outbox.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as } = testFileApp({
  environment: { AUTH_RATE_LIMIT_PER_IP: '1000' },
});

const PRIVATE_FIELDS = [
  'email',
  'dateOfBirth',
  'isBanned',
  'banReason',
  'banExpiresAt',
  'pushEnabled',
];

describe('GET /api/user/:id and /api/user/username/:username', () => {
  it('shows private fields only to the user and admins', async () => {
    const url = `/api/user/${actors.publisher.id}`;
    for (const viewer of [actors.visitor, actors.user]) {
      const body = (await as(viewer, { method: 'GET', url })).json();
      expect(body.username).toBe(actors.publisher.username);
      for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
      expect(JSON.stringify(body)).not.toMatch(/password|token/i);
    }
    for (const viewer of [actors.publisher, actors.admin]) {
      const body = (await as(viewer, { method: 'GET', url })).json();
      expect(body.email).toBe(actors.publisher.email);
      expect(body).not.toHaveProperty('passwordHash');
    }
  });

  it('finds a profile by username whatever the case, and 404s an unknown one', async () => {
    const found = await inject({
      method: 'GET',
      url: `/api/user/username/${actors.publisher.username.toUpperCase()}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()._id).toBe(actors.publisher.id);
    expect(found.json()).not.toHaveProperty('email');
    const missing = await inject({ method: 'GET', url: '/api/user/username/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, statusCode: 404, message: 'User not found' });
    const badId = await inject({ method: 'GET', url: '/api/user/not-a-uuid' });
    expect(badId.statusCode).toBe(400);
  });
});

describe('GET /api/user/search', () => {
  it('suggests usernames containing the term, prefix matches first, public fields only', async () => {
    await createActor(testApp.app, 'user', 'marigold');
    await createActor(testApp.app, 'user', 'rosemary');
    await createActor(testApp.app, 'user', 'mary_ann');
    const response = await inject({ method: 'GET', url: '/api/user/search?username=mar&limit=5' });
    expect(response.statusCode).toBe(200);
    const names = response.json().users.map((u: { username: string }) => u.username);
    expect(names).toEqual(['marigold', 'mary_ann', 'rosemary']);
    expect(response.json().users[0]).not.toHaveProperty('email');
  });

  it('answers at most 20 whatever the limit asks, and treats wildcards literally', async () => {
    for (let i = 0; i < 21; i++) await createActor(testApp.app, 'user', `zinnia${i}`);
    const many = await inject({ method: 'GET', url: '/api/user/search?username=zinnia&limit=500' });
    expect(many.statusCode).toBe(200);
    expect(many.json().users).toHaveLength(20);
    expect(
      (await inject({ method: 'GET', url: '/api/user/search?username=a&limit=many' })).statusCode,
    ).toBe(400);
    const wildcard = await inject({ method: 'GET', url: '/api/user/search?username=%25' });
    expect(wildcard.json().users).toEqual([]);
  });
});

describe('follows', () => {
  it('lets a user follow a publisher once, however often they click', async () => {
    const url = `/api/user/follow/${actors.publisher.id}`;
    const first = await as(actors.user, { method: 'PUT', url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isFollowing: true, followersCount: 1 });
    const second = await as(actors.user, { method: 'PUT', url });
    expect(second.json().followersCount).toBe(1);

    for (const viewer of [actors.user, actors.visitor]) {
      const profile = (
        await as(viewer, { method: 'GET', url: `/api/user/${actors.publisher.id}` })
      ).json();
      expect(profile).toMatchObject({
        followers: [actors.user.id],
        following: [],
        followersCount: 1,
        isFollowing: viewer === actors.user,
      });
    }
    const follower = (
      await inject({ method: 'GET', url: `/api/user/username/${actors.user.username}` })
    ).json();
    expect(follower).toMatchObject({ following: [actors.publisher.id], followingCount: 1 });
  });

  it('lists at most 1,000 ids each way, the viewer always where they belong', async () => {
    const star = await createActor(testApp.app, 'publisher', 'star');
    const viewer = await createActor(testApp.app, 'publisher', 'devoted');
    await as(viewer, { method: 'PUT', url: `/api/user/follow/${star.id}` });
    await as(star, { method: 'PUT', url: `/api/user/follow/${viewer.id}` });
    // A thousand newer followers, and a thousand followings whose ids sort first.
    const crowd = Array.from(
      { length: ID_LIST_CAP },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await testApp.app.db
      .insert(users)
      .values(crowd.map((id) => ({ id, username: `crowd_${id.slice(-6)}`, email: `${id}@x.org` })));
    await testApp.app.db
      .insert(follows)
      .values([
        ...crowd.map((id) => ({ followerId: id, followingId: star.id })),
        ...crowd.map((id) => ({ followerId: star.id, followingId: id })),
      ]);
    await testApp.app.db
      .update(users)
      .set({ followersCount: ID_LIST_CAP + 1, followingCount: ID_LIST_CAP + 1 })
      .where(eq(users.id, star.id));

    const url = `/api/user/${star.id}`;
    const seenByFan = (await as(viewer, { method: 'GET', url })).json();
    expect(seenByFan).toMatchObject({
      followersCount: ID_LIST_CAP + 1,
      followingCount: ID_LIST_CAP + 1,
      isFollowing: true,
    });
    for (const list of [seenByFan.followers, seenByFan.following]) {
      expect(list).toHaveLength(ID_LIST_CAP);
      expect(list).toContain(viewer.id);
    }
    const seenByVisitor = (await inject({ method: 'GET', url })).json();
    expect(new Set(seenByVisitor.followers)).toEqual(new Set(crowd));
    expect(seenByVisitor.following).toEqual(crowd);
  });

  it('keeps counts exact under concurrent follows and unfollows', async () => {
    const fans: Actor[] = [];
    for (let i = 0; i < 20; i++) fans.push(await createActor(testApp.app, 'user', `fan${i}`));
    const url = `/api/user/follow/${actors.admin.id}`;
    await Promise.all(
      fans.flatMap((fan) => [as(fan, { method: 'PUT', url }), as(fan, { method: 'PUT', url })]),
    );
    const [admin] = await testApp.app.db.select().from(users).where(eq(users.id, actors.admin.id));
    expect(admin!.followersCount).toBe(20);
    expect(await testApp.app.db.$count(follows, eq(follows.followingId, actors.admin.id))).toBe(20);

    await Promise.all(
      fans
        .slice(0, 5)
        .map((fan) => as(fan, { method: 'PUT', url: `/api/user/unfollow/${actors.admin.id}` })),
    );
    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, actors.admin.id));
    expect(after!.followersCount).toBe(15);
    const [fan] = await testApp.app.db.select().from(users).where(eq(users.id, fans[0]!.id));
    expect(fan!.followingCount).toBe(0);
  });

  it('refuses following a regular user, oneself, or as a visitor', async () => {
    const regular = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/user/follow/${actors.user.id}`,
    });
    expect(regular.statusCode).toBe(403);
    expect(regular.json().message).toBe('Only publishers and admins can be followed');
    const self = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/user/follow/${actors.publisher.id}`,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    const visitor = await inject({ method: 'PUT', url: `/api/user/follow/${actors.publisher.id}` });
    expect(visitor.statusCode).toBe(401);
  });

  it('lists followers and following, paged and searchable by username', async () => {
    const followers = await inject({
      method: 'GET',
      url: `/api/user/${actors.admin.id}/followers?limit=10`,
    });
    expect(followers.statusCode).toBe(200);
    expect(followers.json()).toHaveLength(10);
    const nextPage = await inject({
      method: 'GET',
      url: `/api/user/${actors.admin.id}/followers?limit=10&startIndex=10`,
    });
    expect(nextPage.json()).toHaveLength(5);
    const ids = [...followers.json(), ...nextPage.json()].map((u: { _id: string }) => u._id);
    expect(new Set(ids).size).toBe(15);

    const filtered = await inject({
      method: 'GET',
      url: `/api/user/${actors.admin.id}/followers?username=fan1`,
    });
    // fan0 to fan4 unfollowed above; of the rest, fan10 to fan19 contain "fan1".
    const expected = Array.from({ length: 10 }, (_, i) => `fan1${i}`);
    expect(
      filtered
        .json()
        .map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(expected);

    const following = await inject({ method: 'GET', url: `/api/user/${actors.user.id}/following` });
    expect(following.json().map((u: { _id: string }) => u._id)).toEqual([actors.publisher.id]);
  });
});

describe('PUT /api/user/update/:id', () => {
  it('changes only the fields sent and returns a fresh session for the owner', async () => {
    const owner = await createActor(testApp.app, 'user', 'painter');
    const response = await as(owner, {
      method: 'PUT',
      url: `/api/user/update/${owner.id}`,
      payload: { username: 'painter2' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'painter2',
      email: owner.email,
      verified: true,
    });
    expect(response.json().token).toMatch(/^ey/);
  });

  it('refuses another user, and lets an admin through', async () => {
    const target = await createActor(testApp.app, 'user');
    const url = `/api/user/update/${target.id}`;
    const other = await as(actors.publisher, {
      method: 'PUT',
      url,
      payload: { dateOfBirth: '1980-01-01' },
    });
    expect(other.statusCode).toBe(403);
    const visitor = await inject({ method: 'PUT', url, payload: { dateOfBirth: '1980-01-01' } });
    expect(visitor.statusCode).toBe(401);
    const admin = await as(actors.admin, {
      method: 'PUT',
      url,
      payload: { dateOfBirth: '1980-01-01' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ dateOfBirth: '1980-01-01' });
    expect(admin.json()).not.toHaveProperty('token');
  });

  it.each([
    [{}, 'No changes made'],
    [{ dateOfBirth: '2020-01-01' }, 'You must be at least 13 years old to use this platform'],
    [{ email: 'nope' }, "Please include an '@' in the email address."],
    [{ password: '123' }, 'Password must be at least 6 characters long'],
    [{ profilePicture: 'javascript:alert(1)' }, 'Invalid profile picture'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await as(actors.user, {
      method: 'PUT',
      url: `/api/user/update/${actors.user.id}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a username or e-mail that another account has', async () => {
    const taken = await as(actors.user, {
      method: 'PUT',
      url: `/api/user/update/${actors.user.id}`,
      payload: { username: actors.publisher.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Username is already taken');
  });

  it('keeps a new e-mail address pending until its link is followed, and a new password ends old sessions', async () => {
    const owner = await createActor(testApp.app, 'user', 'mover');
    const changed = await as(owner, {
      method: 'PUT',
      url: `/api/user/update/${owner.id}`,
      payload: { email: 'mover-new@example.org', password: 'brandnew1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: owner.email,
      pendingEmail: 'mover-new@example.org',
      verified: true,
    });
    const mails = await readOutbox(testApp);
    expect(
      mails.some(
        (m) =>
          m.to.includes('mover-new@example.org') &&
          m.links.some((link) => link.includes('/confirm-email/')),
      ),
    ).toBe(true);
    const oldToken = await as(owner, { method: 'HEAD', url: '/api/user/validate-token' });
    expect(oldToken.statusCode).toBe(401);
    const newToken = await inject({
      method: 'HEAD',
      url: '/api/user/validate-token',
      headers: { authorization: `Bearer ${changed.json().token}` },
    });
    expect(newToken.statusCode).toBe(200);
  });
});

describe('DELETE /api/user/delete/:id', () => {
  it('lets a user delete their own account, not another one', async () => {
    const owner = await createActor(testApp.app, 'user');
    const other = await as(actors.user, { method: 'DELETE', url: `/api/user/delete/${owner.id}` });
    expect(other.statusCode).toBe(403);
    const own = await as(owner, { method: 'DELETE', url: `/api/user/delete/${owner.id}` });
    expect(own.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/user/${owner.id}` })).statusCode).toBe(404);
    expect((await as(owner, { method: 'HEAD', url: '/api/user/validate-token' })).statusCode).toBe(
      401,
    );
  });

  it('lets an admin delete a user but not another admin', async () => {
    const target = await createActor(testApp.app, 'user');
    expect(
      (await as(actors.admin, { method: 'DELETE', url: `/api/user/delete/${target.id}` }))
        .statusCode,
    ).toBe(200);
    const otherAdmin = await createActor(testApp.app, 'admin');
    const refused = await as(actors.admin, {
      method: 'DELETE',
      url: `/api/user/delete/${otherAdmin.id}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("An admin's account can only be changed by that admin");
  });
});

describe('sessions', () => {
  it('signing out ends every token of the account', async () => {
    const owner = await createActor(testApp.app, 'user');
    const refreshed = await as(owner, { method: 'GET', url: '/api/user/refresh-token/data' });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ _id: owner.id, email: owner.email });
    const signOut = await as(owner, { method: 'POST', url: '/api/user/signout' });
    expect(signOut.statusCode).toBe(200);
    expect(String(signOut.headers['set-cookie'])).toMatch(/access_token=;/);
    for (const token of [owner.token, refreshed.json().token]) {
      const check = await inject({
        method: 'HEAD',
        url: '/api/user/validate-token',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(check.statusCode).toBe(401);
    }
  });
});

describe('POST /api/user/:id/resend-verification', () => {
  it('says an already verified account is verified', async () => {
    const response = await as(actors.user, {
      method: 'POST',
      url: `/api/user/${actors.user.id}/resend-verification`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your account is already verified');
  });

  it('mails a new link to an unverified owner, and refuses others', async () => {
    const owner = await createActor(testApp.app, 'user', 'unverified1');
    await testApp.app.db.update(users).set({ verified: false }).where(eq(users.id, owner.id));
    const other = await as(actors.user, {
      method: 'POST',
      url: `/api/user/${owner.id}/resend-verification`,
    });
    expect(other.statusCode).toBe(403);
    const response = await as(owner, {
      method: 'POST',
      url: `/api/user/${owner.id}/resend-verification`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Verification email sent successfully');
    expect((await readOutbox(testApp)).some((m) => m.to.includes(owner.email))).toBe(true);
  });
});
