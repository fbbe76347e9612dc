import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testFileApp } from '../test/test-file-app.ts';

/**
 * `PUBLIC_CACHE=false` (cold-read benches): every public read goes to the database, so a change
 * made behind the app's back (no write event to drop a kept answer) shows on the next read.
 */
describe('PUBLIC_CACHE=false', () => {
  const { testApp, inject, writePost } = testFileApp({
    environment: { PUBLIC_CACHE: 'false' },
  });

  it('reads every public list from the database, never from memory', async () => {
    const post = await writePost('As written', '<p>Words</p>');
    const titles = async () =>
      (await inject({ url: '/api/post/getposts' }))
        .json()
        .posts.map((p: { title: string }) => p.title);
    expect(await titles()).toEqual(['As written']);
    await testApp.app.db.execute(
      sql`update posts set title = 'Changed underneath' where id = ${post._id}`,
    );
    expect(await titles()).toEqual(['Changed underneath']);
    expect(testApp.config.publicCache).toBe(false);
  });
});

describe('the public cache by default', () => {
  const { testApp, inject, writePost } = testFileApp();

  it('keeps a public list until a write drops it', async () => {
    const post = await writePost('As written', '<p>Words</p>');
    const titles = async () =>
      (await inject({ url: '/api/post/getposts' }))
        .json()
        .posts.map((p: { title: string }) => p.title);
    expect(await titles()).toEqual(['As written']);
    await testApp.app.db.execute(
      sql`update posts set title = 'Changed underneath' where id = ${post._id}`,
    );
    expect(await titles()).toEqual(['As written']);
  });
});
