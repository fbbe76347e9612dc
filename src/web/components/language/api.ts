import type { Locale } from '#contracts/i18n/locales.ts';
import * as users from '#contracts/users.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

/** Saves a member's interface language on their account (`PUT /api/user/update/{id}`). */
export const saveAccountLocale = (userId: string, locale: Locale) =>
  call(users.update, { params: { id: userId }, body: { locale } });
