import { describe, expect, it } from 'vitest';
import { MORE_TO_READ } from '#contracts/common.constants.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/**
 * "More to read" after a post and a narrative, as the pages' readers get it: the author's other
 * latest public items and the category's closest texts, never anything unpublished, never the
 * item itself, at most four each, fresh after the write that changes them.
 */
const { testApp, actors, inject, as, created, approveNarrative } = testFileApp();

type Item = { _id: string; title: string };
const ids = (items: Item[] | undefined) => (items ?? []).map((item) => item._id);

const paragraph = (text: string) => `<p>${text}</p>`;

const newPublisher = () => createActor(testApp.app, 'publisher');

const post = (author: Actor, title: string, text: string, fields: object = {}) =>
  created(author, '/api/post/create', { title, content: paragraph(text), ...fields });

async function postPage(slug: string) {
  const response = await inject({ method: 'GET', url: `/api/post/getposts?slug=${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  const [found] = response.json().posts;
  return found as Item & { related: Item[]; moreFromAuthor: Item[] };
}

async function narrativePage(slug: string) {
  const response = await inject({ method: 'GET', url: `/api/story/getbyslug/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Item & { related: Item[]; moreFromAuthor: Item[] };
}

describe('a post page: related and moreFromAuthor', () => {
  it('ranks the closest text first and shows only published posts of the category, never itself', async () => {
    const author = await newPublisher();
    const other = await newPublisher();
    const category = 'music';
    const read = await post(
      author,
      'Baroque violin sonatas',
      'Corelli wrote violin sonatas; baroque bowing and gut strings shape the violin sound.',
      { category },
    );
    const closest = await post(
      other,
      'Violin sonatas of the baroque',
      'Baroque violin sonatas by Corelli, played with gut strings and baroque bows.',
      { category },
    );
    const farther = await post(other, 'Strings for a guitar', 'Nylon strings on a guitar.', {
      category,
    });
    const unrelated = await post(other, 'Choir rehearsal', 'Sopranos and altos sing.', {
      category,
    });
    const fillers = [];
    for (const title of ['Drum circles', 'Piano lessons', 'Brass bands'])
      fillers.push(await post(other, title, `${title} gather on Sundays.`, { category }));
    const elsewhere = await post(other, 'Baroque violin sonatas in art', 'Baroque violin', {
      category: 'art',
    });
    const words = 'Baroque violin sonatas by Corelli with gut strings.';
    const draft = await post(author, 'Baroque violin sonatas draft', words, {
      category,
      status: 'draft',
    });
    const scheduled = await post(author, 'Baroque violin sonatas soon', words, {
      category,
      status: 'scheduled',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const hidden = await post(author, 'Baroque violin sonatas hidden', words, { category });
    const takenBack = await as(author, {
      method: 'PUT',
      url: `/api/post/updatepost/${hidden._id}/${author.id}`,
      payload: { status: 'draft' },
    });
    expect(takenBack.statusCode, takenBack.body).toBe(200);

    const page = await postPage(read.slug);
    expect(page._id).toBe(read._id);
    expect(page.related).toHaveLength(MORE_TO_READ);
    expect(page.related[0]!._id).toBe(closest._id);
    expect(ids(page.related).indexOf(farther._id)).toBeGreaterThan(0);
    const neverShown = [read, draft, scheduled, hidden, elsewhere].map((item) => item._id);
    for (const list of [page.related, page.moreFromAuthor])
      for (const id of neverShown) expect(ids(list)).not.toContain(id);
    expect(ids([unrelated, ...fillers]).some((id) => ids(page.related).includes(id))).toBe(true);
    // The author's only other published post was hidden again: nothing more from them.
    expect(page.moreFromAuthor).toEqual([]);
  });

  it("lists the author's latest other published posts, at most four, newest first", async () => {
    const author = await newPublisher();
    const written = [];
    for (const n of [1, 2, 3, 4, 5, 6])
      written.push(await post(author, `Field notes ${n}`, `Notes number ${n}.`));
    await post(author, 'Field notes draft', 'Unfinished.', { status: 'draft' });
    const [first, ...rest] = written;
    const page = await postPage(first!.slug);
    expect(ids(page.moreFromAuthor)).toEqual(ids(rest.reverse().slice(0, MORE_TO_READ)));
    expect(page.related.length).toBeLessThanOrEqual(MORE_TO_READ);
    expect(ids(page.related)).not.toContain(first!._id);
  });

  it('shows a newly published related post at once: the publish drops the cached page', async () => {
    const author = await newPublisher();
    const read = await post(author, 'Night trains of Europe', 'Sleeper trains cross Europe.', {
      category: 'history',
    });
    const before = await postPage(read.slug);
    expect(await postPage(read.slug)).toEqual(before);
    const other = await newPublisher();
    const newer = await post(other, 'Sleeper trains at night', 'Night trains and sleeper cars.', {
      category: 'history',
    });
    const after = await postPage(read.slug);
    expect(after.related[0]!._id).toBe(newer._id);
    expect(ids(after.moreFromAuthor)).toEqual([]);
  });

  it('is only on the answer that names one post', async () => {
    const response = await inject({ method: 'GET', url: '/api/post/getposts?limit=3' });
    for (const listed of response.json().posts) {
      expect(listed).not.toHaveProperty('related');
      expect(listed).not.toHaveProperty('moreFromAuthor');
    }
  });
});

describe('a narrative page: related and moreFromAuthor', () => {
  const narrative = (author: Actor, title: string, body: string, category = 'medical') =>
    created(
      author,
      '/api/story/create',
      narrativeFields({ title, body: paragraph(body), category }),
    );

  it('ranks the closest text first and never shows pending or rejected narratives', async () => {
    const admin = await createActor(testApp.app, 'admin');
    const otherAdmin = await createActor(testApp.app, 'admin');
    const read = await narrative(
      admin,
      'Insulin for a diabetic child',
      'Insulin pens and test strips for a diabetic child.',
    );
    const closest = await narrative(
      otherAdmin,
      'Insulin pens for diabetes',
      'A diabetic child needs insulin pens and strips.',
    );
    const farther = await narrative(otherAdmin, 'Glasses for a child', 'A child needs glasses.');
    const others = [];
    for (const title of ['Surgery costs', 'Physiotherapy sessions', 'Dental care'])
      others.push(await narrative(otherAdmin, title, `${title} are due.`));
    const publisher = await newPublisher();
    const words = 'Insulin pens and test strips for a diabetic child.';
    const pending = await narrative(publisher, 'Insulin for diabetic twins', words);
    const rejected = await narrative(publisher, 'Insulin for a diabetic boy', words);
    const rejection = await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${rejected._id}`,
      payload: { status: 'rejected' },
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    const mine = await narrative(admin, 'School fees', 'Fees for the term.', 'education');

    const page = await narrativePage(read.slug);
    expect(page.related).toHaveLength(MORE_TO_READ);
    expect(page.related[0]!._id).toBe(closest._id);
    expect(ids(page.related)).toContain(farther._id);
    for (const list of [page.related, page.moreFromAuthor])
      for (const id of [read._id, pending._id, rejected._id]) expect(ids(list)).not.toContain(id);
    expect(ids(page.moreFromAuthor)).toEqual([mine._id]);
    expect(others.length).toBe(3);
  });

  it('shows a narrative approved after the page was cached', async () => {
    const admin = await createActor(testApp.app, 'admin');
    const read = await narrative(
      admin,
      'Blankets for winter',
      'Warm blankets for winter nights.',
      'clothing',
    );
    const before = await narrativePage(read.slug);
    expect(ids(before.related)).toEqual([]);
    const publisher = await newPublisher();
    const waiting = await narrative(
      publisher,
      'Winter blankets',
      'Blankets for cold winter nights.',
      'clothing',
    );
    expect(ids((await narrativePage(read.slug)).related)).toEqual([]);
    await approveNarrative(waiting._id);
    expect(ids((await narrativePage(read.slug)).related)).toEqual([waiting._id]);
  });
});
