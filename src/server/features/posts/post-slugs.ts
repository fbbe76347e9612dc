import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';

/** Whether another post than `exceptId` has the slug. */
export async function isPostSlugTaken(db: Database, slug: string, exceptId?: string) {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
  return Boolean(row && row.id !== exceptId);
}
