import { describe, expect, it } from 'vitest';
import { nonOwners } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { actors, inject, as, created } = testFileApp();

const COVER = '/uploads/tall_600x1200.png';
const INVALID = 'coverFocus must be { x, y }, each a percentage from 0 to 100';

const create = (payload: Record<string, unknown>) =>
  as(actors.publisher, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'Lighthouse', content: '<p>Words</p>', image: COVER, ...payload },
  });
const updateUrl = (post: { _id: string }) =>
  `/api/post/updatepost/${post._id}/${actors.publisher.id}`;

describe("a post's cover focal point (coverFocus)", () => {
  it('is kept on create, to the whole percent, and answered by every read of the post', async () => {
    const post = await created(actors.publisher, '/api/post/create', {
      title: 'Lighthouse',
      content: '<p>Words</p>',
      image: COVER,
      coverFocus: { x: 30, y: 12.4 },
    });
    expect(post.coverFocus).toEqual({ x: 30, y: 12 });

    const bySlug = await inject({ method: 'GET', url: `/api/post/getposts?slug=${post.slug}` });
    expect(bySlug.json().posts[0].coverFocus).toEqual({ x: 30, y: 12 });
    const list = await inject({ method: 'GET', url: '/api/post/getposts?limit=100' });
    const listed = list.json().posts.find((item: { _id: string }) => item._id === post._id);
    expect(listed.coverFocus).toEqual({ x: 30, y: 12 });
  });

  it('is the middle of the image for a post created without one', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(201);
    expect(response.json().coverFocus).toEqual({ x: 50, y: 50 });
  });

  it('moves on update; other changes keep it; a new image without one starts in the middle', async () => {
    const post = (await create({ coverFocus: { x: 20, y: 80 } })).json();
    const url = updateUrl(post);

    const moved = await as(actors.publisher, {
      method: 'PUT',
      url,
      payload: { coverFocus: { x: 0, y: 100 } },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ coverFocus: { x: 0, y: 100 }, image: COVER });

    const renamed = await as(actors.publisher, { method: 'PUT', url, payload: { title: 'New' } });
    expect(renamed.json().coverFocus).toEqual({ x: 0, y: 100 });
    const sameImage = await as(actors.publisher, { method: 'PUT', url, payload: { image: COVER } });
    expect(sameImage.json().coverFocus).toEqual({ x: 0, y: 100 });

    const newImage = await as(actors.publisher, {
      method: 'PUT',
      url,
      payload: { image: '/uploads/wide_1600x900.png' },
    });
    expect(newImage.json().coverFocus).toEqual({ x: 50, y: 50 });

    const withFocus = await as(actors.admin, {
      method: 'PUT',
      url,
      payload: { image: COVER, coverFocus: { x: 70, y: 25 } },
    });
    expect(withFocus.json()).toMatchObject({ image: COVER, coverFocus: { x: 70, y: 25 } });
  });

  it('refuses a point off the image or of the wrong shape with a clear 400, on create and on update', async () => {
    const post = (await create({})).json();
    for (const coverFocus of [
      { x: -1, y: 50 },
      { x: 50, y: 100.5 },
      { x: '50', y: 50 },
      { x: 50 },
      '50% 50%',
      null,
    ]) {
      const refused = await create({ coverFocus });
      expect(refused.statusCode, JSON.stringify(coverFocus)).toBe(400);
      expect(refused.json().message).toBe(INVALID);

      const update = await as(actors.publisher, {
        method: 'PUT',
        url: updateUrl(post),
        payload: { coverFocus },
      });
      expect(update.statusCode, JSON.stringify(coverFocus)).toBe(400);
      expect(update.json().message).toBe(INVALID);
    }
    const read = await inject({ method: 'GET', url: `/api/post/getposts?postId=${post._id}` });
    expect(read.json().posts[0].coverFocus).toEqual({ x: 50, y: 50 });
  });

  it('may be moved by the author and an admin, nobody else', async () => {
    const post = (await create({ coverFocus: { x: 10, y: 10 } })).json();
    for (const [actor, status] of nonOwners(actors)) {
      const response = await as(actor, {
        method: 'PUT',
        url: updateUrl(post),
        payload: { coverFocus: { x: 90, y: 90 } },
      });
      expect(response.statusCode).toBe(status);
    }
    const read = await inject({ method: 'GET', url: `/api/post/getposts?postId=${post._id}` });
    expect(read.json().posts[0].coverFocus).toEqual({ x: 10, y: 10 });

    const byAdmin = await as(actors.admin, {
      method: 'PUT',
      url: updateUrl(post),
      payload: { coverFocus: { x: 90, y: 90 } },
    });
    expect(byAdmin.json().coverFocus).toEqual({ x: 90, y: 90 });
  });

  it('is kept in each revision and comes back with a restored one', async () => {
    const post = (await create({ coverFocus: { x: 15, y: 85 } })).json();
    await as(actors.publisher, {
      method: 'PUT',
      url: updateUrl(post),
      payload: { coverFocus: { x: 60, y: 40 } },
    });
    const history = await as(actors.publisher, {
      method: 'GET',
      url: `/api/post/${post._id}/revisions`,
    });
    expect(history.statusCode, history.body).toBe(200);
    const revisions = history.json().revisions;
    expect(revisions.map((revision: { coverFocus: unknown }) => revision.coverFocus)).toEqual([
      { x: 60, y: 40 },
      { x: 15, y: 85 },
    ]);
    const restored = await as(actors.publisher, {
      method: 'POST',
      url: `/api/post/${post._id}/revisions/${revisions[1]._id}/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().coverFocus).toEqual({ x: 15, y: 85 });
  });
});
