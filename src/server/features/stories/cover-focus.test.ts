import { describe, expect, it } from 'vitest';
import { nonOwners } from '../../test/actors.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { actors, inject, as, created, approveNarrative } = testFileApp();

const IMAGE = '/uploads/roof_600x1200.png';
const INVALID = 'coverFocus must be { x, y }, each a percentage from 0 to 100';

const share = (fields: Record<string, unknown> = {}) =>
  created(actors.publisher, '/api/story/create', narrativeFields({ image: IMAGE, ...fields }));
const update = (actor: { headers: object }, story: { _id: string }, fields: object) =>
  as(actor, {
    method: 'PUT',
    url: `/api/story/update/${story._id}`,
    payload: narrativeFields({ image: IMAGE, ...fields }),
  });

describe("a narrative's image focal point (coverFocus)", () => {
  it('is kept on create and answered by the public reads once approved', async () => {
    const story = await share({ coverFocus: { x: 25, y: 10 } });
    expect(story.coverFocus).toEqual({ x: 25, y: 10 });
    await approveNarrative(story._id);

    const bySlug = await inject({ method: 'GET', url: `/api/story/getbyslug/${story.slug}` });
    expect(bySlug.json().coverFocus).toEqual({ x: 25, y: 10 });
    const list = await inject({ method: 'GET', url: '/api/story/get?limit=100' });
    const listed = list.json().stories.find((item: { _id: string }) => item._id === story._id);
    expect(listed.coverFocus).toEqual({ x: 25, y: 10 });
  });

  it('is the middle when none is sent, on create and on an edit (the whole form is saved)', async () => {
    const story = await share();
    expect(story.coverFocus).toEqual({ x: 50, y: 50 });
    const moved = await update(actors.publisher, story, { coverFocus: { x: 5, y: 95 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().coverFocus).toEqual({ x: 5, y: 95 });
    const withoutOne = await update(actors.publisher, story, {});
    expect(withoutOne.json().coverFocus).toEqual({ x: 50, y: 50 });
  });

  it('refuses a point off the image or of the wrong shape with a clear 400', async () => {
    const story = await share();
    for (const coverFocus of [{ x: 101, y: 0 }, { x: 0, y: -0.6 }, { y: 5 }, 'center', []]) {
      const refused = await as(actors.publisher, {
        method: 'POST',
        url: '/api/story/create',
        payload: narrativeFields({ image: IMAGE, coverFocus }),
      });
      expect(refused.statusCode, JSON.stringify(coverFocus)).toBe(400);
      expect(refused.json().message).toBe(INVALID);
      const edit = await update(actors.publisher, story, { coverFocus });
      expect(edit.statusCode, JSON.stringify(coverFocus)).toBe(400);
      expect(edit.json().message).toBe(INVALID);
    }
  });

  it('may be moved by the author and an admin, nobody else', async () => {
    const story = await share({ coverFocus: { x: 40, y: 60 } });
    for (const [actor, status] of nonOwners(actors)) {
      const response = await update(actor, story, { coverFocus: { x: 0, y: 0 } });
      expect(response.statusCode).toBe(status);
    }
    const own = await as(actors.publisher, { method: 'GET', url: `/api/story/get/${story._id}` });
    expect(own.json().coverFocus).toEqual({ x: 40, y: 60 });
    const byAdmin = await update(actors.admin, story, { coverFocus: { x: 0, y: 0 } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().coverFocus).toEqual({ x: 0, y: 0 });
  });
});
