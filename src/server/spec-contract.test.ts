import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from './test/actors.ts';
import {
  DASHBOARD,
  PUBLIC_SIDE,
  shapeProblems,
  type FieldRule,
  type Reader,
  type Shape,
} from './test/spec-entities.ts';
import { testFileApp } from './test/test-file-app.ts';

/**
 * Every response that carries an entity of the spec is checked against the spec's field list
 * (`test/spec-entities.ts`), for a visitor and for a signed-in user wherever the call is open to
 * both, and for the roles the call is for otherwise.
 */

type CallerName = 'visitor' | 'user' | 'publisher' | 'admin';

const { testApp, actors } = testFileApp({ environment: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
/** What the calls below read and change, made once in `beforeAll`. */
const fixtures = {} as {
  post: { _id: string; slug: string };
  comment: { _id: string };
  story: { _id: string; slug: string };
  donationCase: { _id: string };
  member: Actor;
  memberPassword: string;
};

const string: FieldRule = { type: 'string' };
const number: FieldRule = { type: 'number' };
const list: FieldRule = { type: 'array' };

/** Response keys as the spec's call tables name them ("Responds with ..."). */
const CALL_RESPONSES = {
  posts: { posts: list, totalPosts: number, lastMonthPosts: number },
  mostRead: { posts: list },
  like: { likes: { type: 'array', items: string }, numberOfLikes: number },
  stories: { stories: list, totalStories: number, lastMonthStories: number },
  userStories: { stories: list, totalStories: number },
  pendingStories: { stories: list, totalPendingStories: number, message: string },
  donationCases: { donationCases: list },
  newCase: { _id: string },
  users: { users: list, totalUsers: number, lastMonthUsers: number },
  /** "users with _id, username, profilePicture" (mention suggestions), badges in the search. */
  userInList: {
    _id: string,
    username: string,
    profilePicture: string,
    isAdmin: { type: 'boolean' },
    isPublisher: { type: 'boolean' },
  },
  overviewComments: { comments: list, totalComments: number, lastMonthComments: number },
  comments: { comments: list },
  requests: { requests: list, totalRequests: number },
  pendingReports: { pendingReports: number },
  notifications: { notifications: list },
  unreadCount: { count: number },
} satisfies Record<string, Shape>;

interface Carried {
  entity: string;
  shapes: Shape[];
  pick: (body: Body) => unknown[];
  /** How each caller stands to what it reads (for the fields withheld for safety). */
  reader?: (caller: CallerName) => Reader;
}

interface Call {
  name: string;
  callers: CallerName[];
  request: () => InjectOptions;
  status?: number;
  carries: Carried[];
}

/** A response body, read loosely: the check is what tells its shape. */
type Body = Record<string, unknown>;
type ReportItem = { targetType: string; targetContent: unknown };

const whole = (body: unknown) => [body];
/** The list under `key` of an answer, or the answer itself when it is the list. */
const at = (key?: string) => (body: Body) => (key ? body[key] : body) as unknown[];
const commentsAndReplies = (body: Body) =>
  (body as unknown as { replies: unknown[] }[]).flatMap((comment) => [comment, ...comment.replies]);
/** What the reports of one target type say was reported. */
const reportedContents = (targetType: string) => (body: Body) =>
  (body.reports as ReportItem[])
    .filter((report) => report.targetType === targetType)
    .map((report) => report.targetContent);
const adminReads = (caller: CallerName): Reader => ({ isAdmin: caller === 'admin' });

const post = (...carries: Carried['pick'][]): Carried[] =>
  carries.map((pick) => ({ entity: 'Post', shapes: [PUBLIC_SIDE.Post, DASHBOARD.Post], pick }));
const narrative = (pick: Carried['pick']): Carried => ({
  entity: 'Narrative',
  shapes: [PUBLIC_SIDE.Narrative, DASHBOARD.Narrative],
  pick,
});
const comment = (pick: Carried['pick']): Carried => ({
  entity: 'Comment',
  shapes: [PUBLIC_SIDE.Comment, DASHBOARD.Comment],
  pick,
});
const dashboardComment = (pick: Carried['pick']): Carried => ({
  entity: 'Comment (dashboard)',
  shapes: [DASHBOARD.Comment],
  pick,
});
const donationCase = (pick: Carried['pick']): Carried => ({
  entity: 'DonationCase',
  shapes: [PUBLIC_SIDE.DonationCase],
  pick,
});
const user = (pick: Carried['pick'], reader: Carried['reader']): Carried => ({
  entity: 'User',
  shapes: [PUBLIC_SIDE.User, DASHBOARD.User],
  pick,
  reader,
});
const envelope = (entity: string, shape: Shape, pick: Carried['pick'] = whole): Carried => ({
  entity,
  shapes: [shape],
  pick,
});

/**
 * The answer to a donation carries what the donating client needs and no donor details: a retry
 * with the same `Idempotency-Key` answers the first donation, so the answer must not hand out
 * who gave or when. The admins' transaction list carries the whole record.
 */
const DONATION_ANSWER: Shape = {
  ...PUBLIC_SIDE.DonationTransaction,
  donorName: { type: 'string', neverSent: 'donor details reach admins only' },
  createdAt: { type: 'date-string', neverSent: 'donor details reach admins only' },
};

/** The publisher's own record: the publisher and admins read its private fields. */
const publisherRecord = (caller: CallerName): Reader => ({
  isOwner: caller === 'publisher',
  isAdmin: caller === 'admin',
});

const CALLS: Call[] = [
  {
    name: 'GET /api/post/getposts',
    callers: ['visitor', 'user', 'admin'],
    request: () => ({ method: 'GET', url: '/api/post/getposts?limit=5' }),
    carries: [...post(at('posts')), envelope('getposts', CALL_RESPONSES.posts)],
  },
  {
    name: 'GET /api/post/getposts?slug=',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/post/getposts?slug=${fixtures.post.slug}` }),
    carries: post(at('posts')),
  },
  {
    name: 'GET /api/post/getposts?userId=&limit=1000',
    callers: ['visitor', 'user'],
    request: () => ({
      method: 'GET',
      url: `/api/post/getposts?userId=${actors.publisher.id}&limit=1000`,
    }),
    carries: post(at('posts')),
  },
  {
    name: 'GET /api/post/most-read?limit=5',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: '/api/post/most-read?limit=5' }),
    carries: [...post(at('posts')), envelope('most-read', CALL_RESPONSES.mostRead)],
  },
  {
    name: 'POST /api/post/create',
    callers: ['publisher'],
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Another', category: 'art', image: '', content: '<p>More</p>' },
    }),
    carries: post(whole),
  },
  {
    name: 'PUT /api/post/updatepost/{postId}/{userId}',
    callers: ['publisher'],
    request: () => ({
      method: 'PUT',
      url: `/api/post/updatepost/${fixtures.post._id}/${actors.publisher.id}`,
      payload: { title: 'Field notes' },
    }),
    carries: post(whole),
  },
  {
    name: 'GET /api/comment/getPostComments/{postId}',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/comment/getPostComments/${fixtures.post._id}` }),
    carries: [comment(commentsAndReplies)],
  },
  {
    name: 'POST /api/comment/create',
    callers: ['user'],
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/comment/create',
      payload: { content: 'Me too', postId: fixtures.post._id, userId: actors.user.id },
    }),
    carries: [comment(whole)],
  },
  {
    name: 'POST /api/comment/reply',
    callers: ['user'],
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/comment/reply',
      payload: {
        content: 'Indeed',
        postId: fixtures.post._id,
        userId: actors.user.id,
        parentId: fixtures.comment._id,
      },
    }),
    carries: [comment(whole)],
  },
  {
    name: 'PUT /api/comment/editComment/{id}',
    callers: ['user'],
    request: () => ({
      method: 'PUT',
      url: `/api/comment/editComment/${fixtures.comment._id}`,
      payload: { content: 'Well said, edited' },
    }),
    carries: [comment(whole)],
  },
  {
    name: 'PUT /api/comment/likeComment/{id}',
    callers: ['user', 'admin'],
    request: () => ({ method: 'PUT', url: `/api/comment/likeComment/${fixtures.comment._id}` }),
    carries: [envelope('likeComment', CALL_RESPONSES.like)],
  },
  {
    name: 'GET /api/comment/getcomments?limit=5',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/comment/getcomments?limit=5' }),
    carries: [
      dashboardComment(at('comments')),
      envelope('getcomments', CALL_RESPONSES.overviewComments),
    ],
  },
  {
    name: 'GET /api/comment/getComments',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/comment/getComments?startIndex=0' }),
    carries: [dashboardComment(at('comments')), envelope('getComments', CALL_RESPONSES.comments)],
  },
  {
    name: 'GET /api/comment/getPublisherComments',
    callers: ['publisher'],
    request: () => ({ method: 'GET', url: '/api/comment/getPublisherComments?startIndex=0' }),
    carries: [dashboardComment(at('comments'))],
  },
  {
    name: 'GET /api/story/get',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: '/api/story/get?limit=6&sort=desc' }),
    carries: [narrative(at('stories')), envelope('story/get', CALL_RESPONSES.stories)],
  },
  {
    name: 'GET /api/story/get?limit=100',
    callers: ['visitor'],
    request: () => ({ method: 'GET', url: '/api/story/get?limit=100' }),
    carries: [narrative(at('stories'))],
  },
  {
    name: 'GET /api/story/get?limit=20&startIndex=0&searchTerm= (All Narratives)',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/story/get?limit=20&startIndex=0&searchTerm=' }),
    carries: [narrative(at('stories'))],
  },
  {
    name: 'GET /api/story/get/{storyId}',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/story/get/${fixtures.story._id}` }),
    carries: [narrative(whole)],
  },
  {
    name: 'GET /api/story/getbyslug/{slug}',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/story/getbyslug/${fixtures.story.slug}` }),
    carries: [narrative(whole)],
  },
  {
    name: 'GET /api/story/user/{userId}',
    callers: ['publisher'],
    request: () => ({ method: 'GET', url: `/api/story/user/${actors.publisher.id}?status=all` }),
    carries: [narrative(at('stories')), envelope('story/user', CALL_RESPONSES.userStories)],
  },
  {
    name: 'GET /api/story/pending',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/story/pending' }),
    carries: [narrative(at('stories')), envelope('story/pending', CALL_RESPONSES.pendingStories)],
  },
  {
    name: 'POST /api/story/create',
    callers: ['publisher'],
    status: 201,
    request: () => ({ method: 'POST', url: '/api/story/create', payload: storyFields('Roof') }),
    carries: [narrative(whole)],
  },
  {
    name: 'PUT /api/story/update/{storyId}',
    callers: ['publisher'],
    request: () => ({
      method: 'PUT',
      url: `/api/story/update/${fixtures.story._id}`,
      payload: storyFields('Water well'),
    }),
    carries: [narrative(whole)],
  },
  {
    name: 'PUT /api/story/status/{id}',
    callers: ['admin'],
    request: () => ({
      method: 'PUT',
      url: `/api/story/status/${fixtures.story._id}`,
      payload: { status: 'approved' },
    }),
    carries: [narrative(whole)],
  },
  {
    name: 'GET /api/donation/cases',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: '/api/donation/cases?limit=6&startIndex=0' }),
    carries: [
      donationCase(at('donationCases')),
      envelope('donation/cases', CALL_RESPONSES.donationCases),
    ],
  },
  {
    name: 'GET /api/donation/cases?active=all',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/donation/cases?active=all&limit=10' }),
    carries: [donationCase(at('donationCases'))],
  },
  {
    name: 'GET /api/donation/case/{id}',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/donation/case/${fixtures.donationCase._id}` }),
    carries: [donationCase(whole)],
  },
  {
    name: 'POST /api/donation/case',
    callers: ['admin'],
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'Blankets', description: 'For winter', amountOptions: [5, 10] },
    }),
    carries: [donationCase(whole), envelope('donation/case', CALL_RESPONSES.newCase)],
  },
  {
    name: 'PUT /api/donation/case/{id}',
    callers: ['admin'],
    request: () => ({
      method: 'PUT',
      url: `/api/donation/case/${fixtures.donationCase._id}`,
      payload: { goalAmount: 500, active: true },
    }),
    carries: [donationCase(whole)],
  },
  {
    name: 'POST /api/donation/transaction',
    callers: ['visitor', 'user'],
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: {
        donationCaseId: fixtures.donationCase._id,
        amount: 7,
        donorName: 'Grace',
        donorEmail: 'grace@example.org',
        message: 'For the library',
      },
    }),
    carries: [
      {
        entity: 'DonationTransaction (the answer to a donation)',
        shapes: [DONATION_ANSWER],
        pick: (body) => [body.transaction],
        reader: adminReads,
      },
    ],
  },
  {
    name: 'GET /api/donation/transactions/{caseId}',
    callers: ['admin'],
    request: () => ({
      method: 'GET',
      url: `/api/donation/transactions/${fixtures.donationCase._id}`,
    }),
    carries: [
      {
        entity: 'DonationTransaction',
        shapes: [PUBLIC_SIDE.DonationTransaction],
        pick: at(),
        reader: adminReads,
      },
    ],
  },
  {
    name: 'POST api/auth/signin',
    callers: ['visitor'],
    request: () => ({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: fixtures.member.email, password: fixtures.memberPassword },
    }),
    carries: [user(whole, () => ({ isOwner: true, isSession: true }))],
  },
  {
    name: 'GET /api/user/refresh-token/data',
    callers: ['user'],
    request: () => ({ method: 'GET', url: '/api/user/refresh-token/data' }),
    carries: [user(whole, () => ({ isOwner: true, isSession: true }))],
  },
  {
    name: 'GET /api/user/{id}',
    callers: ['visitor', 'user', 'publisher', 'admin'],
    request: () => ({ method: 'GET', url: `/api/user/${actors.publisher.id}` }),
    carries: [user(whole, publisherRecord)],
  },
  {
    name: 'GET /api/user/username/{username}',
    callers: ['visitor', 'user', 'publisher', 'admin'],
    request: () => ({ method: 'GET', url: `/api/user/username/${actors.publisher.username}` }),
    carries: [user(whole, publisherRecord)],
  },
  {
    name: 'PUT /api/user/update/{id}',
    callers: ['user', 'admin'],
    request: () => ({
      method: 'PUT',
      url: `/api/user/update/${actors.user.id}`,
      payload: { dateOfBirth: '1991-02-03' },
    }),
    // The owner gets a fresh session with the update; an admin does not.
    carries: [
      user(whole, (caller) => ({
        isOwner: caller === 'user',
        isAdmin: caller === 'admin',
        isSession: caller === 'user',
      })),
    ],
  },
  {
    name: 'GET /api/user/getusers',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/user/getusers?limit=9' }),
    carries: [user(at('users'), adminReads), envelope('getusers', CALL_RESPONSES.users)],
  },
  {
    name: 'PUT /api/user/update-role',
    callers: ['admin'],
    request: () => ({
      method: 'PUT',
      url: '/api/user/update-role',
      payload: { userId: fixtures.member.id, isPublisher: false },
    }),
    carries: [user(whole, adminReads)],
  },
  {
    name: 'POST /api/user/ban',
    callers: ['admin'],
    request: () => ({
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: fixtures.member.id, duration: '30m', reason: 'Spam' },
    }),
    carries: [user(whole, adminReads)],
  },
  {
    name: 'POST /api/user/unban/{userId}',
    callers: ['admin'],
    request: () => ({ method: 'POST', url: `/api/user/unban/${fixtures.member.id}` }),
    carries: [user(whole, adminReads)],
  },
  {
    name: 'GET /api/user/search?username=&limit=5',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: '/api/user/search?username=publisher&limit=5' }),
    carries: [envelope('search result', CALL_RESPONSES.userInList, at('users'))],
  },
  {
    name: 'GET /api/user/{id}/followers',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/user/${actors.publisher.id}/followers` }),
    carries: [envelope('follower', CALL_RESPONSES.userInList, at())],
  },
  {
    name: 'GET /api/user/{id}/following',
    callers: ['visitor', 'user'],
    request: () => ({ method: 'GET', url: `/api/user/${actors.user.id}/following` }),
    carries: [envelope('followed', CALL_RESPONSES.userInList, at())],
  },
  {
    name: 'GET /api/user/publisher-requests/get?status=pending',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/user/publisher-requests/get?status=pending' }),
    carries: [
      {
        entity: 'PublisherRequest',
        shapes: [DASHBOARD.PublisherRequest],
        pick: at('requests'),
      },
      envelope('publisher-requests', CALL_RESPONSES.requests),
    ],
  },
  {
    name: 'GET /api/report?status={status}&page={n}&limit=10',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/report?status=all&page=1&limit=10' }),
    carries: [
      { entity: 'Report', shapes: [DASHBOARD.Report], pick: at('reports') },
      envelope('reported post', DASHBOARD.ReportedPost, reportedContents('post')),
      envelope('reported comment', DASHBOARD.ReportedComment, reportedContents('comment')),
      envelope('report list', DASHBOARD.ReportList),
    ],
  },
  {
    name: 'GET /api/report?count=true',
    callers: ['admin'],
    request: () => ({ method: 'GET', url: '/api/report?count=true' }),
    carries: [envelope('report count', CALL_RESPONSES.pendingReports)],
  },
  {
    name: 'GET /api/notification?limit=5',
    callers: ['user'],
    request: () => ({ method: 'GET', url: '/api/notification?limit=5' }),
    carries: [
      {
        entity: 'Notification',
        shapes: [DASHBOARD.Notification],
        pick: at('notifications'),
      },
      envelope('notifications', CALL_RESPONSES.notifications),
    ],
  },
  {
    name: 'GET /api/notification/unread-count',
    callers: ['user'],
    request: () => ({ method: 'GET', url: '/api/notification/unread-count' }),
    carries: [envelope('unread count', CALL_RESPONSES.unreadCount)],
  },
];

function storyFields(title: string) {
  return {
    title,
    body: '<p>We need help</p>',
    country: 'Kenya',
    category: 'housing',
    contactPlatform: 'email',
    contactUsername: 'help@example.org',
    image: '',
  };
}

const headersOf = (caller: CallerName) => (caller === 'visitor' ? {} : actors[caller].headers);

async function call(caller: CallerName, options: InjectOptions) {
  return testApp.app.inject({ ...options, headers: { ...headersOf(caller), ...options.headers } });
}

async function expectOk(caller: CallerName, options: InjectOptions, status = 200) {
  const response = await call(caller, options);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

beforeAll(async () => {
  fixtures.post = await expectOk(
    'publisher',
    {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Field notes', category: 'news', image: '', content: '<p>Hello</p>' },
    },
    201,
  );
  fixtures.comment = await expectOk(
    'user',
    {
      method: 'POST',
      url: '/api/comment/create',
      payload: { content: 'Well said', postId: fixtures.post._id, userId: actors.user.id },
    },
    201,
  );
  await expectOk(
    'admin',
    {
      method: 'POST',
      url: '/api/comment/reply',
      payload: { content: 'Thanks', postId: fixtures.post._id, parentId: fixtures.comment._id },
    },
    201,
  );
  await expectOk('publisher', {
    method: 'PUT',
    url: `/api/comment/likeComment/${fixtures.comment._id}`,
  });
  await expectOk('user', { method: 'PUT', url: `/api/user/follow/${actors.publisher.id}` });
  fixtures.story = await expectOk(
    'publisher',
    { method: 'POST', url: '/api/story/create', payload: storyFields('Clean water') },
    201,
  );
  await expectOk('admin', {
    method: 'PUT',
    url: `/api/story/status/${fixtures.story._id}`,
    payload: { status: 'approved' },
  });
  await expectOk(
    'publisher',
    { method: 'POST', url: '/api/story/create', payload: storyFields('School books') },
    201,
  );
  fixtures.donationCase = await expectOk(
    'admin',
    {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'Library', description: 'Books', amountOptions: [10, 25] },
    },
    201,
  );
  await expectOk(
    'visitor',
    {
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: fixtures.donationCase._id, amount: 5, donorEmail: 'a@b.org' },
    },
    201,
  );
  for (const [reporter, targetType, targetId] of [
    ['user', 'post', fixtures.post._id],
    ['publisher', 'comment', fixtures.comment._id],
  ] as const) {
    await expectOk(
      reporter,
      { method: 'POST', url: '/api/report', payload: { targetId, targetType, reason: 'Rude' } },
      201,
    );
  }
  fixtures.memberPassword = 'correct horse battery';
  await expectOk(
    'visitor',
    {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'member',
        email: 'member@example.org',
        password: fixtures.memberPassword,
        dateOfBirth: '1990-05-06',
      },
    },
    201,
  );
  const signedIn = await expectOk('visitor', {
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'member@example.org', password: fixtures.memberPassword },
  });
  fixtures.member = {
    id: signedIn._id,
    username: signedIn.username,
    email: signedIn.email,
    token: signedIn.token,
    headers: { authorization: `Bearer ${signedIn.token}` },
  };
  await testApp.app.inject({
    method: 'POST',
    url: '/api/user/request-publisher',
    headers: fixtures.member.headers,
    payload: { userId: fixtures.member.id, reason: 'I write about my town every week' },
  });
}, 120_000);

const runs = CALLS.flatMap((spec) =>
  spec.callers.map((caller) => [`${spec.name} as ${caller}`, spec, caller] as const),
);

describe('every response carrying an entity of the spec has its fields, with their types', () => {
  it.each(runs)('%s', async (_title, spec, caller) => {
    const body = await expectOk(caller, spec.request(), spec.status);
    const problems: string[] = [];
    for (const carried of spec.carries) {
      const values = carried.pick(body);
      expect(values.length, `${carried.entity}: nothing to check`).toBeGreaterThan(0);
      const reader = carried.reader?.(caller) ?? {};
      for (const value of values) {
        for (const shape of carried.shapes) {
          problems.push(...shapeProblems(value, shape, reader, carried.entity));
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('the counters: totalRequests, totalReports and pendingStories', async () => {
    const [requests, reports, stories] = await Promise.all([
      expectOk('admin', { method: 'GET', url: '/api/user/publisher-requests/get?status=pending' }),
      expectOk('admin', { method: 'GET', url: '/api/report?status=pending&page=1&limit=1' }),
      expectOk('admin', { method: 'GET', url: '/api/story/counts' }),
    ]);
    const counters = { ...requests, ...reports, ...stories };
    expect(shapeProblems(counters, DASHBOARD.Counters, {}, 'Counters')).toEqual([]);
  });

  it('the live new-notification event carries a Notification', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: actors.publisher.token },
    });
    try {
      await new Promise((resolve) => socket.once('ready', resolve));
      const arrived = new Promise((resolve) => socket.once('new-notification', resolve));
      const follower = await createActor(testApp.app, 'user');
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/user/follow/${actors.publisher.id}`,
        headers: follower.headers,
      });
      expect(shapeProblems(await arrived, DASHBOARD.Notification, {}, 'Notification')).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });
});
