import { eq } from 'drizzle-orm';
import { SOURCE_LOCALE } from '#contracts/i18n/locales.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * The language of a post or narrative whose author names none: the author's interface language
 * (`users.locale`), else English.
 */
export async function defaultContentLanguage(db: Database, authorId: string): Promise<string> {
  const [author] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, authorId));
  return author?.locale ?? SOURCE_LOCALE;
}
