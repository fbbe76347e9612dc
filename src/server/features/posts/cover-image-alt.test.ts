import { describe, expect, it } from 'vitest';
import { testFileApp } from '../../test/test-file-app.ts';

const { actors, inject, as } = testFileApp();

const COVER = '/uploads/cover.png';
const TOO_LONG = 'The image description must be at most 250 characters';

const create = (payload: Record<string, unknown>) =>
  as(actors.publisher, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'Lanterns', content: '<p>Words</p>', image: COVER, ...payload },
  });

describe("a post's cover description (imageAlt)", () => {
  it('is stored on create, trimmed, and answered by every read of the post', async () => {
    const response = await create({ imageAlt: '  Paper lanterns over a dark river  ' });
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(post.imageAlt).toBe('Paper lanterns over a dark river');

    const bySlug = await inject({ method: 'GET', url: `/api/post/getposts?slug=${post.slug}` });
    expect(bySlug.json().posts[0].imageAlt).toBe('Paper lanterns over a dark river');
    const list = await inject({ method: 'GET', url: '/api/post/getposts?limit=100' });
    const listed = list.json().posts.find((item: { _id: string }) => item._id === post._id);
    expect(listed.imageAlt).toBe('Paper lanterns over a dark river');
  });

  it('is empty for a post created without one', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(201);
    expect(response.json().imageAlt).toBe('');
  });

  it('changes on update, alone or with the cover, and can be cleared', async () => {
    const post = (await create({ imageAlt: 'Old description' })).json();
    const url = `/api/post/updatepost/${post._id}/${actors.publisher.id}`;

    const described = await as(actors.publisher, {
      method: 'PUT',
      url,
      payload: { imageAlt: 'Lanterns on the water at dusk' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      imageAlt: 'Lanterns on the water at dusk',
      image: COVER,
    });

    // Any other change leaves it as it was.
    const renamed = await as(actors.publisher, { method: 'PUT', url, payload: { title: 'New' } });
    expect(renamed.json().imageAlt).toBe('Lanterns on the water at dusk');

    const cleared = await as(actors.admin, { method: 'PUT', url, payload: { imageAlt: '' } });
    expect(cleared.json().imageAlt).toBe('');
  });

  it('refuses more than 250 characters with a clear message, on create and on update', async () => {
    const accepted = await create({ imageAlt: 'a'.repeat(250) });
    expect(accepted.statusCode).toBe(201);

    const created = await create({ imageAlt: 'a'.repeat(251) });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(TOO_LONG);

    const updated = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/post/updatepost/${accepted.json()._id}/${actors.publisher.id}`,
      payload: { imageAlt: 'a'.repeat(251) },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(TOO_LONG);
  });

  it('refuses control characters in it, naming the field', async () => {
    const response = await create({ imageAlt: 'line\u0000break' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('imageAlt contains characters that are not allowed');
  });
});

describe('images in the text', () => {
  it('keep their description, and one nobody described gets an empty alt', async () => {
    const response = await create({
      content:
        '<p>Before</p><img src="/uploads/a.png" alt="A lantern on a jetty"><img src="/uploads/b.png">',
    });
    expect(response.statusCode).toBe(201);
    const { content } = response.json();
    expect(content).toContain('<img src="/uploads/a.png" alt="A lantern on a jetty" />');
    expect(content).toContain('<img src="/uploads/b.png" alt="" />');
  });
});
