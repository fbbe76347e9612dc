import { beforeAll, describe, expect, it } from 'vitest';
import { testFileApp } from './test/test-file-app.ts';
import { narrativeFields } from './test/narrative-fields.ts';

/**
 * Every answer about a post, a comment, a narrative, a case or a user carries `can`: what the
 * signed-in reader may do with it, worked out on the server by the contracts' policies. Visitors
 * share one cached answer, so nothing of a signed-in reader's `can` may ever reach it.
 */
const { testApp, actors, as, created, approveNarrative } = testFileApp();

type Reader = 'admin' | 'owner' | 'otherPublisher' | 'user' | 'visitor';
const readers: Reader[] = ['admin', 'owner', 'otherPublisher', 'user', 'visitor'];
const headersOf = (reader: Reader) =>
  reader === 'visitor' ? actors.visitor : reader === 'owner' ? actors.publisher : actors[reader];

const urls = {
  post: '',
  comments: '',
  story: '',
  stories: '',
  donationCase: '',
  cases: '',
  user: '',
};

beforeAll(async () => {
  // The publisher ("owner") writes the post and the narrative; the user comments on the post.
  const post = await created(actors.publisher, '/api/post/create', {
    title: 'Who may do what',
    content: '<p>Words</p>',
  });
  await created(actors.user, '/api/comment/create', { postId: post._id, content: 'Well said' });
  const story = await created(actors.publisher, '/api/story/create', narrativeFields());
  await approveNarrative(story._id);
  const donationCase = await created(actors.admin, '/api/donation/case', {
    title: 'Clean water',
    description: 'A well for the school',
  });
  urls.post = `/api/post/getposts?postId=${post._id}`;
  urls.comments = `/api/comment/getPostComments/${post._id}`;
  urls.story = `/api/story/get/${story._id}`;
  urls.stories = '/api/story/get';
  urls.donationCase = `/api/donation/case/${donationCase._id}`;
  urls.cases = '/api/donation/cases';
  urls.user = `/api/user/${actors.publisher.id}`;
});

const read = async (reader: Reader, url: string) => {
  const response = await as(headersOf(reader), { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response;
};

/** The `can` of the one item each URL answers about. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each URL answers its own shape
type Body = any;
const canOf: Record<keyof typeof urls, (body: Body) => unknown> = {
  post: (body) => body.posts[0].can,
  comments: (body) => body[0].can,
  story: (body) => body.can,
  stories: (body) => body.stories[0].can,
  donationCase: (body) => body.can,
  cases: (body) => body.donationCases[0].can,
  user: (body) => body.can,
};

const F = false;
const T = true;
/** Per reader: admin, the owner (publisher), another publisher, a plain user, a visitor. */
const expected: Record<keyof typeof urls, Record<Reader, object>> = {
  post: {
    admin: { edit: T, delete: T, report: T },
    owner: { edit: T, delete: T, report: F },
    otherPublisher: { edit: F, delete: F, report: T },
    user: { edit: F, delete: F, report: T },
    visitor: { edit: F, delete: F, report: F },
  },
  // The comment is the user's, on the owner's post: its post's author may delete it too.
  comments: {
    admin: { edit: T, delete: T, report: T, moderate: T },
    owner: { edit: F, delete: T, report: T, moderate: F },
    otherPublisher: { edit: F, delete: F, report: T, moderate: F },
    user: { edit: T, delete: T, report: F, moderate: F },
    visitor: { edit: F, delete: F, report: F, moderate: F },
  },
  story: {
    admin: { edit: T, delete: T, review: T },
    owner: { edit: T, delete: T, review: F },
    otherPublisher: { edit: F, delete: F, review: F },
    user: { edit: F, delete: F, review: F },
    visitor: { edit: F, delete: F, review: F },
  },
  stories: {} as Record<Reader, object>,
  donationCase: {
    admin: { manage: T, seeDonations: T, moderate: T, keepLedger: T },
    owner: { manage: F, seeDonations: F, moderate: F, keepLedger: F },
    otherPublisher: { manage: F, seeDonations: F, moderate: F, keepLedger: F },
    user: { manage: F, seeDonations: F, moderate: F, keepLedger: F },
    visitor: { manage: F, seeDonations: F, moderate: F, keepLedger: F },
  },
  cases: {} as Record<Reader, object>,
  // The account is the owner's (a publisher): others may follow it, only an admin moderates it.
  user: {
    admin: { edit: T, delete: T, moderate: T, follow: T },
    owner: { edit: T, delete: T, moderate: F, follow: F },
    otherPublisher: { edit: F, delete: F, moderate: F, follow: T },
    user: { edit: F, delete: F, moderate: F, follow: T },
    visitor: { edit: F, delete: F, moderate: F, follow: F },
  },
};
expected.stories = expected.story;
expected.cases = expected.donationCase;

const resources = Object.keys(urls) as (keyof typeof urls)[];

describe('can, per reader, on every resource', () => {
  it.each(resources.flatMap((resource) => readers.map((reader) => [resource, reader] as const)))(
    '%s read by %s',
    async (resource, reader) => {
      const response = await read(reader, urls[resource]);
      expect(canOf[resource](response.json())).toEqual(expected[resource][reader]);
    },
  );
});

describe("the visitors' shared answer", () => {
  it.each(resources)(
    "%s: never carries a signed-in reader's can, read before or after it",
    async (resource) => {
      const url = urls[resource];
      // The admin reads first (nothing kept yet), then a visitor, then the admin again (kept).
      testApp.app.services.publicCache.clear();
      const first = await read('admin', url);
      expect(canOf[resource](first.json())).toEqual(expected[resource].admin);
      expect(first.headers['cache-control']).toMatch(/private|no-store/);
      const visitor = await read('visitor', url);
      expect(canOf[resource](visitor.json())).toEqual(expected[resource].visitor);
      const again = await read('admin', url);
      expect(canOf[resource](again.json())).toEqual(expected[resource].admin);
      expect(again.headers['cache-control']).toMatch(/private|no-store/);
      const visitorAgain = await read('visitor', url);
      expect(visitorAgain.body).toBe(visitor.body);
      expect(visitorAgain.headers.vary).toMatch(/cookie/);
    },
  );
});
