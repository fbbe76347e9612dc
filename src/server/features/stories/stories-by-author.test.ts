import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';

const { testApp, actors, as } = testFileApp();

async function share(author: Actor, title: string) {
  const response = await as(author, {
    method: 'POST',
    url: '/api/story/create',
    payload: narrativeFields({ title }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string };
}

const review = (storyId: string, status: 'approved' | 'rejected') =>
  as(actors.admin, { method: 'PUT', url: `/api/story/status/${storyId}`, payload: { status } });

const titlesOf = async (viewer: { headers: object }, query: string) => {
  const response = await as(viewer, { method: 'GET', url: `/api/story/get?${query}` });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { stories: { title: string }[]; totalStories: number };
  return { titles: body.stories.map((story) => story.title), total: body.totalStories };
};

describe("GET /api/story/get?userId= (an author's narratives)", () => {
  it('lists only their approved narratives, newest first, paged, for every reader', async () => {
    const author = await createActor(testApp.app, 'publisher');
    for (const title of ['First well', 'Second well', 'Third well']) {
      await review((await share(author, title))._id, 'approved');
    }
    await share(author, 'Still waiting');
    await review((await share(author, 'Turned down'))._id, 'rejected');
    await review((await share(actors.otherPublisher, 'Someone else'))._id, 'approved');

    // Admins included: without `status`, an admin's list is the approved one too.
    for (const viewer of [actors.visitor, actors.user, author, actors.admin]) {
      expect(await titlesOf(viewer, `userId=${author.id}&limit=2`)).toEqual({
        titles: ['Third well', 'Second well'],
        total: 3,
      });
      expect(await titlesOf(viewer, `userId=${author.id}&limit=2&startIndex=2`)).toEqual({
        titles: ['First well'],
        total: 3,
      });
    }
    // Asking for other statuses is the admin's alone; everyone else still gets approved ones.
    for (const status of ['pending', 'rejected', 'all']) {
      const asked = await titlesOf(author, `userId=${author.id}&status=${status}`);
      expect(asked.titles).not.toContain('Still waiting');
      expect(asked.titles).not.toContain('Turned down');
    }
  });

  it('answers an empty page for an author with nothing approved, and 400 for a bad id', async () => {
    const author = await createActor(testApp.app, 'publisher');
    await share(author, 'Only pending');
    expect(await titlesOf(actors.visitor, `userId=${author.id}`)).toEqual({ titles: [], total: 0 });
    const bad = await as(actors.visitor, { method: 'GET', url: '/api/story/get?userId=nope' });
    expect(bad.statusCode).toBe(400);
  });
});
