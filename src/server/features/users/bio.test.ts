import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH } from '#contracts/users.ts';
import { createActor, nonOwners } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as } = testFileApp();

const setBio = (actor: { headers: object }, userId: string, bio: unknown) =>
  as(actor, { method: 'PUT', url: `/api/user/update/${userId}`, payload: { bio } });

describe('a bio on the profile', () => {
  it('is saved trimmed by its owner and shown to everyone, the cached profile included', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const url = `/api/user/username/${author.username}`;
    expect((await inject({ method: 'GET', url })).json().bio).toBe('');

    const saved = await setBio(author, author.id, '  I write about\nwater and wells.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bio).toBe('I write about\nwater and wells.');

    for (const viewer of [actors.visitor, actors.user, author]) {
      for (const path of [url, `/api/user/${author.id}`]) {
        const profile = await as(viewer, { method: 'GET', url: path });
        expect(profile.json().bio).toBe('I write about\nwater and wells.');
      }
    }
    const session = await as(author, { method: 'GET', url: '/api/user/refresh-token/data' });
    expect(session.json().bio).toBe('I write about\nwater and wells.');
  });

  it('takes exactly 300 characters and refuses 301 with a message that says so', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const longest = 'a'.repeat(BIO_MAX_LENGTH);
    expect((await setBio(author, author.id, ` ${longest} `)).json().bio).toBe(longest);

    const tooLong = await setBio(author, author.id, `${longest}b`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Your bio can be at most 300 characters');
    const profile = await inject({ method: 'GET', url: `/api/user/${author.id}` });
    expect(profile.json().bio).toBe(longest);
  });

  it('refuses what is not plain text, and clears with an empty bio', async () => {
    const author = await createActor(testApp.app, 'publisher');
    await setBio(author, author.id, 'Gardener.');
    for (const bio of [42, 'bell\u0007']) {
      expect((await setBio(author, author.id, bio)).statusCode).toBe(400);
    }
    const cleared = await setBio(author, author.id, '   ');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().bio).toBe('');
  });

  it('is changed by its owner or an admin, never by another member or a visitor', async () => {
    const author = await createActor(testApp.app, 'publisher');
    for (const [actor, status] of nonOwners(actors)) {
      expect((await setBio(actor, author.id, 'Not mine')).statusCode).toBe(status);
    }
    const byAdmin = await setBio(actors.admin, author.id, 'Set by the team.');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).not.toHaveProperty('token');
    const profile = await inject({ method: 'GET', url: `/api/user/${author.id}` });
    expect(profile.json().bio).toBe('Set by the team.');
  });
});
