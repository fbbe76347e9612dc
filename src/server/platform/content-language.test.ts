import { describe, expect, it } from 'vitest';
import { INVALID_LANGUAGE } from '#contracts/i18n/locales.ts';
import { createActor } from '../test/actors.ts';
import { narrativeFields } from '../test/narrative-fields.ts';
import { testFileApp } from '../test/test-file-app.ts';

const { testApp, actors, inject, as, approveNarrative } = testFileApp();

const post = (fields: Record<string, unknown> = {}) => ({
  title: 'Notes from the market',
  content: '<p>Text</p>',
  ...fields,
});

type Member = Parameters<typeof as>[0];

const createPost = (member: Member, fields: Record<string, unknown> = {}) =>
  as(member, { method: 'POST', url: '/api/post/create', payload: post(fields) });

/** An update of the publisher's post, by `member`. */
const updatePost = (member: Member, postId: string, payload: Record<string, unknown>) =>
  as(member, {
    method: 'PUT',
    url: `/api/post/updatepost/${postId}/${actors.publisher.id}`,
    payload,
  });

const createNarrative = (member: Member, fields: Record<string, unknown> = {}) =>
  as(member, { method: 'POST', url: '/api/story/create', payload: narrativeFields(fields) });

/** A new publisher whose interface language is `locale`. */
async function publisherSpeaking(locale: string) {
  const author = await createActor(testApp.app, 'publisher');
  await as(author, { method: 'PUT', url: `/api/user/update/${author.id}`, payload: { locale } });
  return author;
}

describe.each([
  {
    item: 'post',
    create: createPost,
    locale: 'ar',
    publicLanguage: async ({ slug }: { slug: string }) =>
      (await inject({ method: 'GET', url: `/api/post/getposts?slug=${slug}` })).json().posts[0]
        .language,
  },
  {
    item: 'narrative',
    create: createNarrative,
    locale: 'sw',
    publicLanguage: async ({ _id, slug }: { _id: string; slug: string }) => {
      await approveNarrative(_id);
      return (await inject({ method: 'GET', url: `/api/story/getbyslug/${slug}` })).json().language;
    },
  },
])("a $item's content language by default", ({ create, locale, publicLanguage }) => {
  it("is the author's interface language, else English, and reaches the public answer", async () => {
    const english = await create(actors.publisher);
    expect(english.statusCode).toBe(201);
    expect(english.json().language).toBe('en');

    const author = await publisherSpeaking(locale);
    const inTheirLanguage = await create(author);
    expect(inTheirLanguage.json().language).toBe(locale);
    expect(await publicLanguage(inTheirLanguage.json())).toBe(locale);
  });
});

describe("a post's content language (`language`)", () => {
  it('keeps an explicit tag in canonical form, and an update changes it', async () => {
    const created = await createPost(actors.publisher, { language: 'ES-mx' });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe('es-MX');
    const { _id: postId } = created.json();
    const updated = await updatePost(actors.publisher, postId, { language: 'sw' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().language).toBe('sw');
  });

  it.each(['not a tag', 'en_US', '123', '', 'x'.repeat(40), 7])('refuses %j', async (language) => {
    const response = await createPost(actors.publisher, { language });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LANGUAGE);
  });

  it("refuses another publisher's change of language", async () => {
    const created = await createPost(actors.publisher);
    const { _id: postId } = created.json();
    const other = await updatePost(actors.otherPublisher, postId, { language: 'fr' });
    expect(other.statusCode).toBe(403);
  });
});

describe("a narrative's content language (`language`)", () => {
  it('keeps an explicit tag in canonical form; an edit that names none keeps it', async () => {
    const created = await createNarrative(actors.publisher, { language: 'fr-ca' });
    expect(created.json().language).toBe('fr-CA');
    const url = `/api/story/update/${created.json()._id}`;
    const kept = await as(actors.publisher, { method: 'PUT', url, payload: narrativeFields() });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().language).toBe('fr-CA');
    const changed = await as(actors.publisher, {
      method: 'PUT',
      url,
      payload: narrativeFields({ language: 'ar' }),
    });
    expect(changed.json().language).toBe('ar');
  });

  it('refuses a language that is not a tag, in the language the client asks for', async () => {
    const english = await createNarrative(actors.publisher, { language: 'klingon please' });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(INVALID_LANGUAGE);
    const arabic = await as(actors.publisher, {
      method: 'POST',
      url: '/api/story/create',
      payload: narrativeFields({ language: 'klingon please' }),
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe('يجب أن تكون اللغة وسم لغة مثل en أو es-MX أو ar');
  });

  it("refuses a visitor's narrative and another member's edit", async () => {
    const visitor = await inject({
      method: 'POST',
      url: '/api/story/create',
      payload: narrativeFields({ language: 'es' }),
    });
    expect(visitor.statusCode).toBe(401);
    const created = await createNarrative(actors.publisher);
    const other = await as(actors.otherPublisher, {
      method: 'PUT',
      url: `/api/story/update/${created.json()._id}`,
      payload: narrativeFields({ language: 'es' }),
    });
    expect(other.statusCode).toBe(403);
  });
});
