import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';

export const LOAD_POSTS = 10_000;
export const LOAD_COMMENTS = 100_000;

/**
 * Adds 50 authors, 10,000 posts and 100,000 comments to the embedded database in `dataDir`, in
 * set-based SQL (seconds). Answers how long it took, in milliseconds.
 */
export async function seedLoad(dataDir: string) {
  const started = Date.now();
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  const { db } = handle;
  await db.execute(sql`
    insert into users (username, email, is_publisher)
    select 'bench_author_' || i, 'bench' || i || '@example.org', true
    from generate_series(1, 50) i`);
  await db.execute(sql`
    with authors as (select array_agg(id) ids from users),
         topics as (select array['gardens','music','history','cities','rivers','science','football','poetry'] t),
         categories as (select array['art','health','history','literature','music','news','politics','sport','tech','uncategorized'] c)
    insert into posts (user_id, slug, title, content, category, views, created_at, updated_at)
    select ids[1 + (i % 50)],
           'bench-post-' || i,
           'Bench post ' || i || ' about ' || t[1 + (i % 8)],
           '<p>' || repeat('Notes on community life and ' || t[1 + ((i * 3) % 8)] || '. ', 40) || '</p>',
           c[1 + (i % 10)],
           (i * 7919) % 5000,
           now() - make_interval(mins => i),
           now() - make_interval(mins => i)
    from generate_series(1, ${LOAD_POSTS}) i, authors, topics, categories`);
  await db.execute(sql`
    with post_ids as (select array_agg(id order by created_at desc) ids from posts),
         user_ids as (select array_agg(id) ids from users)
    insert into comments (post_id, user_id, content, created_at, updated_at)
    select p.ids[1 + (i % ${LOAD_POSTS})], u.ids[1 + (i % 50)], 'Thoughtful comment number ' || i,
           now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${LOAD_COMMENTS}) i, post_ids p, user_ids u`);
  await db.execute(sql`analyze`);
  await handle.close();
  return Date.now() - started;
}
