import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstValue, loadDataSet, type Scale } from '../../../bench/data/data-set.ts';
import { testFileApp } from '../test/test-file-app.ts';
import {
  explainStatements,
  planProblems,
  recordStatements,
  type Statement,
} from '../test/query-plans.ts';

/**
 * Every statement of the public reads and the admins' lists, planned on a small copy of the
 * bench data set (`bench/data/data-set.ts`) with the planner told that sequential scans and
 * sorts cost the earth: a plan that still scans a large table whole, sorts its rows, or filters
 * most of them away has no index to serve it, and will be slow on a large community's data
 * (decision 041). Dropping an index that a read needs fails this test.
 */
const FIXTURE: Scale = {
  members: 400,
  authors: 20,
  posts: 800,
  comments: 4000,
  narratives: 300,
  // Few cases, so that a case's lists are long enough to need their indexes.
  cases: 2,
  gifts: 1500,
  reports: 200,
};

// Every read goes to the database, however often it is made.
const { testApp, actors, as } = testFileApp({ environment: { PUBLIC_CACHE: 'false' } });
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { db } = testApp.app;
  await loadDataSet(db, FIXTURE);
  const one = (query: SQL) => firstValue(db, query);
  ids.post = await one(
    sql`select id from posts where status = 'published' order by views desc limit 1`,
  );
  ids.slug = await one(sql`select slug from posts where id = ${ids.post}`);
  ids.author = await one(sql`select user_id from posts where id = ${ids.post}`);
  ids.username = await one(sql`select username from users where id = ${ids.author}`);
  ids.story = await one(
    sql`select id from stories where status = 'approved' order by views desc limit 1`,
  );
  ids.storySlug = await one(sql`select slug from stories where id = ${ids.story}`);
  ids.storyAuthor = await one(sql`select user_id from stories where id = ${ids.story}`);
  ids.case = await one(
    sql`select id from donation_cases order by raised_amount_cents desc limit 1`,
  );
}, 60_000);

/** A deep page of each list: past most of the fixture's rows. */
const deep = (rows: number) => Math.floor(rows * 0.8);

const publicReads = () => [
  '/api/post/getposts',
  `/api/post/getposts?startIndex=${deep(FIXTURE.posts)}`,
  `/api/post/getposts?sort=asc&startIndex=${deep(FIXTURE.posts)}`,
  `/api/post/getposts?sort=views&startIndex=${deep(FIXTURE.posts)}`,
  '/api/post/getposts?category=music',
  `/api/post/getposts?userId=${ids.author}`,
  `/api/post/getposts?slug=${ids.slug}`,
  `/api/post/getposts?postId=${ids.post}`,
  '/api/post/most-read',
  `/api/comment/getPostComments/${ids.post}`,
  `/api/comment/getPostComments/${ids.post}?startIndex=3`,
  '/api/story/get',
  `/api/story/get?startIndex=${deep(FIXTURE.narratives)}`,
  '/api/story/get?sort=views',
  '/api/story/get?category=medical',
  '/api/story/get?country=Kenya',
  '/api/story/countries',
  `/api/story/get/${ids.story}`,
  `/api/story/getbyslug/${ids.storySlug}`,
  '/api/donation/cases',
  `/api/donation/cases?startIndex=${deep(FIXTURE.cases)}`,
  `/api/donation/case/${ids.case}`,
  `/api/donation/case/${ids.case}/supporters`,
  `/api/donation/case/${ids.case}/supporters?startIndex=40`,
  `/api/donation/case/${ids.case}/updates`,
  `/api/donation/case/${ids.case}/ledger`,
  `/api/donation/case/${ids.case}/ledger?startIndex=40`,
  `/api/user/${ids.author}`,
  `/api/user/username/${ids.username}`,
  `/api/user/${ids.author}/followers`,
  `/api/user/${ids.author}/following`,
  '/api/site',
];

const adminLists = () => [
  `/api/story/user/${ids.storyAuthor}`,
  '/api/user/getusers',
  `/api/user/getusers?startIndex=${deep(FIXTURE.members)}`,
  '/api/comment/getcomments',
  `/api/comment/getcomments?startIndex=${deep(FIXTURE.comments)}`,
  '/api/report',
  '/api/report?status=all&page=5',
  `/api/donation/transactions/${ids.case}`,
  `/api/donation/transactions/${ids.case}?startIndex=40`,
];

async function statementsOf(urls: string[], actor: { headers: object }) {
  const statements: Statement[] = [];
  for (const url of urls) {
    const recorded = await recordStatements(testApp.app.db, async () => {
      const response = await as(actor, { url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    });
    statements.push(...recorded.map((statement) => ({ ...statement, url })));
  }
  return statements;
}

describe('the plans of the public reads and the admin lists', () => {
  it('use an index for every large table they read', async () => {
    const statements = [
      ...(await statementsOf(publicReads(), actors.visitor)),
      ...(await statementsOf(adminLists(), actors.admin)),
    ];
    expect(statements.length).toBeGreaterThan(40);
    const planned = await explainStatements(testApp.app.db, statements);
    const problems = planProblems(planned);
    expect(problems).toEqual([]);
  });

  it('fail without the index a read needs', async () => {
    const statements = await statementsOf(
      [`/api/comment/getPostComments/${ids.post}`],
      actors.visitor,
    );
    const plans = await explainStatements(testApp.app.db, statements, {
      withoutIndex: 'comments_post_created_at_idx',
    });
    expect(planProblems(plans).map((problem) => problem.table)).toContain('comments');
  });
});

describe('a deep page, found by its first row rather than by offset', () => {
  /** The ids of a list's answer, whatever the list calls its items. */
  const idsOf = (body: unknown): string[] => {
    const items = Array.isArray(body)
      ? body
      : Object.values(body as object).find((value) => Array.isArray(value));
    return (items as { _id: string }[]).map((item) => item._id);
  };
  const lists: [string, 'visitor' | 'admin'][] = [
    ['/api/post/getposts?sort=desc', 'visitor'],
    ['/api/post/getposts?sort=asc', 'visitor'],
    ['/api/post/getposts?sort=views', 'visitor'],
    ['/api/post/getposts?category=music', 'visitor'],
    ['/api/story/get?sort=views', 'visitor'],
    ['/api/story/get?sort=asc&category=medical', 'visitor'],
    ['/api/user/getusers?role=user', 'admin'],
    ['/api/comment/getcomments?all=1', 'admin'],
  ];

  it.each(lists)('%s: pages one after another are the list read at once', async (url, actor) => {
    const read = async (startIndex: number, limit: number) => {
      const response = await as(actors[actor], {
        url: `${url}&startIndex=${startIndex}&limit=${limit}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return idsOf(response.json());
    };
    const whole = await read(0, 100);
    expect(whole.length).toBeGreaterThan(25);
    const paged = [];
    for (let start = 0; start < whole.length; start += 9) paged.push(...(await read(start, 9)));
    expect(paged.slice(0, whole.length)).toEqual(whole);
    expect(await read(1_000_000, 9)).toEqual([]);
  });
});
