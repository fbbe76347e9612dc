import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { WORDS } from './words.ts';

/** How many rows of each kind a scale loads. */
export interface Scale {
  members: number;
  /** The members who write posts (publishers), the first of the members. */
  authors: number;
  posts: number;
  comments: number;
  narratives: number;
  cases: number;
  gifts: number;
  reports: number;
}

const LARGE: Scale = {
  members: 100_000,
  authors: 2_000,
  posts: 200_000,
  comments: 2_000_000,
  narratives: 20_000,
  cases: 2_000,
  gifts: 500_000,
  reports: 20_000,
};

const tenth = (scale: Scale) =>
  Object.fromEntries(
    Object.entries(scale).map(([name, count]) => [name, Math.round(count / 10)]),
  ) as unknown as Scale;

export const SCALES = { large: LARGE, medium: tenth(LARGE), small: tenth(tenth(LARGE)) } as const;
export type ScaleName = keyof typeof SCALES;

/** A step of the load: the table it fills (if any) and the statements that fill it. */
interface Step {
  table?: string;
  label?: string;
  run(db: Database): Promise<void>;
}

const exec = (db: Database, query: SQL) => db.execute(query);

/** The first column of the first row `query` answers, as text (both drivers' rows alike). */
export async function firstValue(db: Database, query: SQL): Promise<string> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return String(Object.values(rows[0] ?? {})[0]);
}

/** A whole number in [0, modulo) from `seed`, spread evenly (PostgreSQL's own hash). */
const pick = (seed: string, modulo: number) =>
  sql.raw(`(abs(hashint8((${seed})::bigint)) % ${modulo})`);

/**
 * Loads `scale` with set-based SQL (`INSERT … SELECT generate_series`): members, posts with
 * their comments and likes, narratives, donation cases with their completed gifts and ledger,
 * and reports. Text is made of a word list, so full-text search finds words; dates spread over
 * five years; views follow a long tail. The counters the app keeps (comment likes, a case's
 * raised amount) and the ledger (one `gift` line per completed gift, receipt numbers in the order
 * gifts completed) agree with the rows, as the app's writes would leave them.
 * `onStep` is told each table and how long it took (ms).
 */
export async function loadDataSet(
  db: Database,
  scale: Scale,
  onStep: (step: string, rows: number, ms: number) => void = () => {},
) {
  for (const step of steps(scale)) {
    const started = performance.now();
    await step.run(db);
    const ms = performance.now() - started;
    const rows = step.table
      ? Number(await firstValue(db, sql`select count(*) from ${sql.identifier(step.table)}`))
      : 0;
    onStep(step.table ?? step.label ?? '', rows, ms);
  }
}

/** `n` words chosen from the list by `seed`, as one string. */
const words = (seed: string, n: number) => sql.raw(`bench_words((${seed})::bigint, ${n})`);

/** A moment within the last five years, from `seed`. */
const withinFiveYears = (seed: string) =>
  sql.raw(
    `(now() - interval '5 years' * ((abs(hashint8((${seed})::bigint)) % 1000000) / 1000000.0))`,
  );

/** A long tail of views: most rows a few, a few rows many. */
const longTail = (seed: string, most: number) =>
  sql.raw(
    `floor(power((abs(hashint8((${seed})::bigint + 7)) % 1000000) / 1000000.0, 8) * ${most})::int`,
  );

function steps(scale: Scale): Step[] {
  const wordList = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]::text[]`);
  return [
    {
      table: 'users',
      run: async (db) => {
        // Helpers kept until the end of the load, in tables rather than temporary ones so that
        // any connection of a pool sees them.
        await exec(
          db,
          sql`create or replace function bench_words(seed bigint, n int) returns text
              language sql immutable as $$
                select string_agg((${wordList})[1 + abs(hashint8(seed * 1009 + k)) % ${sql.raw(String(WORDS.length))}], ' ')
                from generate_series(1, n) k
              $$`,
        );
        await exec(
          db,
          sql`insert into users (username, email, bio, is_publisher, verified, created_at, updated_at)
              select 'member_' || i, 'member' || i || '@example.org',
                     case when i % 3 = 0 then initcap(${words('i', 12)}) else '' end,
                     i <= ${scale.authors}, i <= ${scale.authors},
                     ${withinFiveYears('i')}, ${withinFiveYears('i')}
              from generate_series(1, ${scale.members}) i`,
        );
        await exec(db, sql`drop table if exists bench_members`);
        await exec(
          db,
          sql`create table bench_members as
              select row_number() over (order by username) - 1 as n, id
              from users where username like 'member\_%'`,
        );
        await exec(db, sql`create unique index on bench_members (n)`);
      },
    },
    {
      table: 'posts',
      run: async (db) => {
        // One post in fifty is a draft; the rest are published at their creation.
        await exec(
          db,
          sql`insert into posts (user_id, slug, title, content, category, views, status, publish_at,
                                 created_at, updated_at)
              select m.id, 'post-' || i || '-' || replace(${words('i', 4)}, ' ', '-'),
                     initcap(${words('i', 6)}),
                     '<p>' || initcap(${words('i * 3', 70)}) || '.</p><p>' || initcap(${words('i * 5', 50)}) || '.</p>',
                     (array['uncategorized','art','health','history','literature','music','news','politics','sport','tech'])[1 + i % 10],
                     ${longTail('i', 200_000)},
                     case when i % 50 = 0 then 'draft' else 'published' end,
                     case when i % 50 = 0 then null else created end,
                     created, created
              from (select i, ${withinFiveYears('i * 31')} as created
                    from generate_series(1, ${scale.posts}) i) g
              join bench_members m on m.n = ${pick('i * 17', scale.authors)}`,
        );
        await exec(db, sql`drop table if exists bench_posts`);
        await exec(
          db,
          sql`create table bench_posts as
              select row_number() over (order by id) - 1 as n, id, user_id, created_at
              from posts where status = 'published' and slug like 'post-%'`,
        );
        await exec(db, sql`create unique index on bench_posts (n)`);
      },
    },
    {
      table: 'comments',
      run: async (db) => {
        const published = Number(await firstValue(db, sql`select count(*) from bench_posts`));
        await exec(
          db,
          sql`insert into comments (post_id, user_id, content, created_at, updated_at)
              select p.id, m.id, initcap(${words('i * 7', 24)}) || '.',
                     at, at
              from (select i from generate_series(1, ${scale.comments}) i) g
              join bench_posts p on p.n = ${pick('i * 13', published)}
              join bench_members m on m.n = ${pick('i * 11', scale.members)}
              cross join lateral (
                select p.created_at + (now() - p.created_at) * ((abs(hashint8(i)) % 1000) / 1000.0) as at
              ) t`,
        );
      },
    },
    {
      table: 'comment_likes',
      run: async (db) => {
        // One comment in eight has likes, from one to five members.
        await exec(
          db,
          sql`insert into comment_likes (comment_id, user_id)
              select c.id, m.id
              from (select id, row_number() over () as rn from comments
                    where abs(hashtext(id::text)) % 8 = 0) c
              cross join lateral generate_series(1, 1 + (c.rn % 5)::int) k
              join bench_members m on m.n = (c.rn * 7 + k * 13) % ${scale.members}
              on conflict do nothing`,
        );
        await exec(
          db,
          sql`update comments set number_of_likes = l.likes
              from (select comment_id, count(*)::int as likes from comment_likes group by 1) l
              where comments.id = l.comment_id`,
        );
      },
    },
    {
      table: 'stories',
      run: async (db) => {
        // Nine narratives in ten are approved; the first `cases` approved ones get a case.
        await exec(
          db,
          sql`insert into stories (user_id, slug, title, body, country, category, contact_platform,
                                   contact_username, status, views, created_at, updated_at)
              select m.id, 'narrative-' || i || '-' || replace(${words('i + 3', 4)}, ' ', '-'),
                     initcap(${words('i * 19', 7)}),
                     '<p>' || initcap(${words('i * 23', 90)}) || '.</p>',
                     (array['Kenya','India','Brazil','Ukraine','Lebanon','Nepal','Peru','Ghana','Syria','Haiti'])[1 + i % 10],
                     (array['general','medical','education','housing','food','clothing','emergency','other'])[1 + i % 8],
                     'email', 'narrator' || i || '@example.org',
                     case when i % 10 = 0 then 'pending' else 'approved' end,
                     ${longTail('i * 3', 50_000)},
                     created, created
              from (select i, ${withinFiveYears('i * 37')} as created
                    from generate_series(1, ${scale.narratives}) i) g
              join bench_members m on m.n = ${pick('i * 29', scale.members)}`,
        );
      },
    },
    {
      table: 'donation_cases',
      run: async (db) => {
        await exec(
          db,
          sql`insert into donation_cases (title, description, goal_amount_cents, story_id, active,
                                          created_at, updated_at)
              select s.title, regexp_replace(s.body, '<[^>]*>', '', 'g'),
                     (1 + s.rn % 20) * 100000, s.id, s.rn % 10 <> 0, s.created_at, s.created_at
              from (select id, title, body, created_at, row_number() over (order by created_at) as rn
                    from stories where status = 'approved' and slug like 'narrative-%'
                    order by created_at limit ${scale.cases}) s`,
        );
        await exec(db, sql`drop table if exists bench_cases`);
        await exec(
          db,
          sql`create table bench_cases as
              select row_number() over (order by id) - 1 as n, id, created_at from donation_cases`,
        );
        await exec(db, sql`create unique index on bench_cases (n)`);
      },
    },
    {
      table: 'donation_transactions',
      run: async (db) => {
        const cases = Number(await firstValue(db, sql`select count(*) from bench_cases`));
        // Completed gifts, given receipt numbers in the order they completed.
        await exec(
          db,
          sql`insert into donation_transactions (donation_case_id, amount_cents, donor_name,
                donor_email, message, status, provider, show_publicly, created_at, completed_at,
                receipt_number)
              select case_id, amount, donor_name, donor_email, message, 'completed', 'none',
                     show_publicly, at, at, nextval('donation_receipt_numbers')
              from (
                select c.id as case_id,
                       (array[1000, 2500, 5000, 10000, 1500, 20000])[1 + i % 6] as amount,
                       case when i % 4 = 0 then 'Anonymous' else initcap(${words('i * 41', 2)}) end as donor_name,
                       'donor' || (i % ${Math.max(1, Math.round(scale.gifts / 10))}) || '@example.org' as donor_email,
                       case when i % 3 = 0 then initcap(${words('i * 43', 10)}) || '.' end as message,
                       i % 2 = 0 as show_publicly,
                       c.created_at + (now() - c.created_at) * ((abs(hashint8(i * 47)) % 1000) / 1000.0) as at
                from generate_series(1, ${scale.gifts}) i
                join bench_cases c on c.n = ${pick('i * 53', cases)}
                order by at
              ) g`,
        );
      },
    },
    {
      table: 'donation_ledger_entries',
      run: async (db) => {
        await exec(
          db,
          sql`insert into donation_ledger_entries (donation_case_id, type, amount_cents,
                                                   occurred_at, transaction_id)
              select donation_case_id, 'gift', amount_cents, completed_at, id
              from donation_transactions where status = 'completed'
              on conflict do nothing`,
        );
        await exec(
          db,
          sql`update donation_cases set raised_amount_cents = r.raised
              from (select donation_case_id, sum(amount_cents) as raised
                    from donation_transactions where status = 'completed' group by 1) r
              where donation_cases.id = r.donation_case_id`,
        );
      },
    },
    {
      table: 'reports',
      run: async (db) => {
        // Reports on comments, one reporter per comment; one in four still pending.
        await exec(
          db,
          sql`insert into reports (reporter_id, target_type, target_id, content_owner_id, reason,
                                   status, created_at)
              select m.id, 'comment', c.id, c.user_id, initcap(${words('c.rn * 59', 8)}),
                     case when c.rn % 4 = 0 then 'pending' else 'reviewed' end,
                     c.created_at + interval '1 hour'
              from (select id, user_id, created_at, row_number() over () as rn from comments
                    where abs(hashtext(id::text || 'r')) % ${Math.max(1, Math.floor(scale.comments / scale.reports / 2))} = 0
                    limit ${scale.reports}) c
              join bench_members m on m.n = (c.rn * 61) % ${scale.members}`,
        );
      },
    },
    {
      label: '(vacuum analyze)',
      run: async (db) => {
        await exec(db, sql`drop table bench_members, bench_posts, bench_cases`);
        await exec(db, sql`drop function bench_words(bigint, int)`);
        await exec(db, sql`vacuum analyze`);
      },
    },
  ];
}
