import { decodeHTML } from 'entities';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../test/actors.ts';
import { receivePledge } from '../test/pledges.ts';
import { rootOf, serverStateOf, sourceRenderer } from '../test/source-renderer.ts';
import { testFileApp } from '../test/test-file-app.ts';

// Text people write is put into the page as it is, whatever it holds: the sequences a string
// replacement would expand ($` $' $& $$ $1 $<name>) never pull pieces of the page template in.

/** Every sequence `String.prototype.replace` expands in a replacement string. */
const SEQUENCES = "$` $' $& $$ $1 $<name>";
const marked = (field: string) => `${field} worth every ${SEQUENCES} cent`;
/** The same text inside rich text, where `<` and `&` are written as entities. */
const markedHtml = (field: string) =>
  `<p>${marked(field).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;

const SITE = 'https://hearth.example.org';
const { testApp, actors, inject, as, approveNarrative, created } = testFileApp(async () => ({
  environment: { PUBLIC_URL: SITE },
  build: { webRenderer: await sourceRenderer() },
}));
let author: Actor;
let postSlug: string;
let narrativeSlug: string;
let caseId: string;

beforeAll(async () => {
  author = await createActor(testApp.app, 'publisher', 'dollarwriter');
  const bio = await as(author, {
    method: 'PUT',
    url: `/api/user/update/${author.id}`,
    payload: { bio: marked('bio') },
  });
  expect(bio.statusCode).toBe(200);

  const post = await created(author, '/api/post/create', {
    title: marked('post title'),
    content: markedHtml('post content'),
    excerpt: marked('post excerpt'),
    imageAlt: marked('post image alt'),
    category: 'art',
  });
  postSlug = post.slug;
  const comment = await as(actors.user, {
    method: 'POST',
    url: '/api/comment/create',
    payload: { postId: post._id, content: marked('comment') },
  });
  expect(comment.statusCode).toBe(201);

  const story = await created(author, '/api/story/create', {
    title: marked('narrative title'),
    body: markedHtml('narrative body'),
    country: 'Kenya',
    category: 'housing',
    contactPlatform: 'whatsapp',
    contactUsername: '254712345678',
  });
  narrativeSlug = story.slug;
  await approveNarrative(story._id);

  const donationCase = await created(actors.admin, '/api/donation/case', {
    title: marked('case title'),
    description: marked('case description'),
    storyId: story._id,
  });
  caseId = donationCase._id;
  await created(actors.admin, `/api/donation/case/${caseId}/updates`, {
    title: marked('case update title'),
    body: markedHtml('case update body'),
  });
  for (const payload of [
    { donorName: marked('donor name'), message: marked('donor message') },
    { message: marked('anonymous donor message') },
  ]) {
    const gift = await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: caseId, amount: 5, showPublicly: true, ...payload },
    });
    expect(gift.statusCode).toBe(201);
    // Received, so the supporters list shows it.
    await receivePledge(testApp.app, actors.admin, gift.json()._id);
  }
});

/** Every string anywhere in a parsed value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The text drawn in the page's root, tags dropped and entities decoded. */
const visibleText = (html: string) => {
  const root = rootOf(html);
  const drawn = root.slice(0, root.indexOf('<script type="application/json" id="hearth-state">'));
  return decodeHTML(drawn.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<[^>]+>/g, ''));
};

/** A page whose template was filled once, in order, with its state intact. */
function expectWholePage(html: string, url: string) {
  expect(html.match(/<!doctype html>/gi), url).toHaveLength(1);
  expect(html.match(/<html[\s>]/g), url).toHaveLength(1);
  expect(html.match(/<\/head>/g), url).toHaveLength(1);
  expect(html.match(/<div id="root">/g), url).toHaveLength(1);
  expect(html.match(/id="hearth-state"/g), url).toHaveLength(1);
  expect(html.match(/<\/html>/g), url).toHaveLength(1);
  // Nothing is printed after the document ends.
  expect(html.trimEnd().endsWith('</html>'), url).toBe(true);
  return serverStateOf(html);
}

describe('user text with replacement sequences on every server-rendered page', () => {
  // What each page carries in its state for the client, and the part of it drawn on the page.
  const pages = () => [
    { url: '/', carries: ['post title', 'post excerpt', 'narrative title'] },
    { url: '/posts', carries: ['post title', 'post excerpt'] },
    { url: '/search?searchTerm=worth', carries: ['post title', 'post excerpt'] },
    {
      url: `/post/${postSlug}`,
      carries: ['post title', 'post content', 'post excerpt', 'post image alt', 'comment', 'bio'],
      hidden: ['post excerpt', 'post image alt'],
    },
    { url: '/stories', carries: ['narrative title'] },
    {
      url: `/narrative/${narrativeSlug}`,
      carries: ['narrative title', 'narrative body', 'case title'],
    },
    { url: '/donate', carries: ['case title', 'case description'] },
    {
      url: `/donate/${caseId}`,
      carries: [
        'case title',
        'case description',
        'case update title',
        'case update body',
        'donor name',
        'donor message',
        'anonymous donor message',
      ],
    },
    { url: `/profile/${author.username}`, carries: ['bio', 'post title', 'narrative title'] },
  ];

  it('answers each page whole, with its state parsed and the text as it was written', async () => {
    for (const { url, carries, hidden = [] } of pages()) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const state = expectWholePage(response.body, url);
      const strings = stringsIn(state);
      const shown = visibleText(response.body);
      for (const field of carries) {
        const text = marked(field);
        const inState = strings.some((value) => decodeHTML(value).includes(text));
        expect(inState, `${url}: ${field} in the state`).toBe(true);
        if (!hidden.includes(field)) expect(shown, `${url}: ${field} on the page`).toContain(text);
      }
    }
  });

  it('keeps plain fields verbatim in the state the client hydrates from', async () => {
    const post = expectWholePage(
      (await inject({ method: 'GET', url: `/post/${postSlug}` })).body,
      '',
    );
    const donation = expectWholePage(
      (await inject({ method: 'GET', url: `/donate/${caseId}` })).body,
      '',
    );
    const profile = expectWholePage(
      (await inject({ method: 'GET', url: `/profile/${author.username}` })).body,
      '',
    );
    const strings = [post, donation, profile].flatMap(stringsIn);
    for (const field of [
      'post title',
      'post excerpt',
      'comment',
      'case title',
      'case update title',
      'donor name',
      'donor message',
      'anonymous donor message',
      'bio',
    ]) {
      expect(strings, field).toContain(marked(field));
    }
  });

  it('shows a search term with these sequences as it was typed', async () => {
    for (const term of ['$`', "$'", '$&', SEQUENCES]) {
      const url = `/search?searchTerm=${encodeURIComponent(term)}`;
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const state = expectWholePage(response.body, url);
      expect(stringsIn(state), url).toContain(term);
    }
  });

  it('keeps the head whole when a title carries the sequences', async () => {
    const response = await inject({ method: 'GET', url: `/post/${postSlug}` });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(decodeHTML(/<title>([^<]*)<\/title>/.exec(head)![1]!)).toBe(
      `${marked('post title')} · Hearth`,
    );
  });
});
