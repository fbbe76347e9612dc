import { describe, expect, it } from 'vitest';
import { narrativeFields } from '../test/narrative-fields.ts';
import { rootOf, sourceRenderer } from '../test/source-renderer.ts';
import { testFileApp } from '../test/test-file-app.ts';

// A post or narrative written in another language than the page's is marked so, where its own
// words are: screen readers pronounce them in it, and fonts shape them for it.

const { actors, inject, as, created, approveNarrative } = testFileApp(async () => ({
  build: { webRenderer: await sourceRenderer() },
}));

/**
 * The opening tags of the page's h1 and of every element marked with `lang`, but the language
 * menu's links (each language's name, marked with its own).
 */
const languageMarks = (html: string) => ({
  heading: /<h1[^>]*>/.exec(rootOf(html))?.[0] ?? '',
  marked: [...rootOf(html).matchAll(/<[a-z0-9]+\b[^>]*\blang="([^"]+)"[^>]*>/g)].filter(
    (match) => !/\bhreflang=/i.test(match[0]),
  ),
});

describe('the content language on the server-rendered pages', () => {
  it("renders a post's title and text with its language, and lets their direction follow them", async () => {
    const post = await created(actors.publisher, '/api/post/create', {
      title: 'Notas del mercado',
      content: '<p>Hoy el mercado estaba lleno.</p>',
      language: 'es-MX',
    });
    const response = await inject({ method: 'GET', url: `/post/${post.slug}` });
    expect(response.statusCode).toBe(200);
    const { heading, marked } = languageMarks(response.body);
    expect(heading).toMatch(/lang="es-MX"/);
    expect(heading).toMatch(/dir="auto"/);
    const body = marked.find((match) => match[0] !== heading);
    expect(body?.[0]).toMatch(/dir="auto"/);
    expect(rootOf(response.body).slice(body!.index)).toMatch(
      /^<div[^>]*>\s*<p>Hoy el mercado estaba lleno\.<\/p>/,
    );
  });

  it("renders a narrative's title and text with its language", async () => {
    const story = await created(
      actors.publisher,
      '/api/story/create',
      narrativeFields({ title: 'سقف قبل المطر', language: 'ar' }),
    );
    await approveNarrative(story._id);
    const response = await inject({ method: 'GET', url: `/narrative/${story.slug}` });
    expect(response.statusCode).toBe(200);
    const { heading, marked } = languageMarks(response.body);
    expect(heading).toMatch(/lang="ar"/);
    expect(marked.map((match) => match[1])).toEqual(['ar', 'ar']);
  });

  it('lets each comment read in its own direction', async () => {
    const post = await created(actors.publisher, '/api/post/create', {
      title: 'Market day',
      content: '<p>The market was full today.</p>',
    });
    const comment = await as(actors.user, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: post._id, content: 'كان السوق مزدحمًا' },
    });
    expect(comment.statusCode).toBe(201);
    const response = await inject({ method: 'GET', url: `/post/${post.slug}` });
    expect(rootOf(response.body)).toMatch(/<p[^>]*dir="auto"[^>]*>كان السوق مزدحمًا<\/p>/);
  });

  it("lets a member's bio read in its own direction, on their profile and under their posts", async () => {
    const bio = 'أكتب عن الأسواق';
    const saved = await as(actors.otherPublisher, {
      method: 'PUT',
      url: `/api/user/update/${actors.otherPublisher.id}`,
      payload: { bio },
    });
    expect(saved.statusCode).toBe(200);
    const profile = await inject({
      method: 'GET',
      url: `/profile/${actors.otherPublisher.username}`,
    });
    expect(rootOf(profile.body)).toMatch(/<p[^>]*dir="auto"[^>]*data-testid="profile-bio"[^>]*>/);
    const post = await created(actors.otherPublisher, '/api/post/create', {
      title: 'Market notes',
      content: '<p>Notes.</p>',
    });
    const page = await inject({ method: 'GET', url: `/post/${post.slug}` });
    expect(rootOf(page.body)).toMatch(/<p[^>]*dir="auto"[^>]*data-testid="author-bio"[^>]*>/);
  });
});
