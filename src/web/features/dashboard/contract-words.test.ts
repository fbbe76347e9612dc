import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_DELETION_STATEMENT } from '#contracts/users.constants.ts';
import { bioFormSchema } from '#contracts/users.ts';
import { loadNamespace, translatorOf } from '#web/i18n/messages.ts';
import type { Translate } from '#web/i18n/use-messages.ts';
import { contractWords, deletionWords, inCatalogWords } from './contract-words.ts';

const translatorIn = async (locale: 'en' | 'es' | 'ar') => {
  await loadNamespace(locale, 'dashboard');
  return translatorOf(locale) as Translate<'dashboard'>;
};

describe("the Profile tab's words for the contract's messages", () => {
  it('are in English the contract’s own texts, word for word', async () => {
    const t = await translatorIn('en');
    for (const [english, shown] of Object.entries(contractWords(t))) expect(shown).toBe(english);
    for (const { kind, what } of ACCOUNT_DELETION_STATEMENT) {
      expect(deletionWords(t, kind)).toEqual({ kind, what });
    }
  });

  it('put a refusal of the contract in the page’s language, on its field', async () => {
    const t = await translatorIn('es');
    const schema = inCatalogWords(bioFormSchema, contractWords(t));
    const checked = schema.safeParse({ bio: 'x'.repeat(301) });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: 'Tu biografía puede tener como máximo 300 caracteres', path: ['bio'] },
    ]);
    expect(schema.parse({ bio: '  Hola  ' })).toEqual({ bio: 'Hola' });
  });

  it('leave a message the catalog does not know as it is', async () => {
    const t = await translatorIn('ar');
    const schema = inCatalogWords(
      z.object({ a: z.string().min(2, 'Too short') }),
      contractWords(t),
    );
    expect(schema.safeParse({ a: 'x' }).error?.issues[0]?.message).toBe('Too short');
  });
});
