import { useLocale } from '#web/i18n/locale.tsx';
import { formatsFor, type Formats } from './format.ts';

/**
 * The page's formats: dates, counts, relative times and money in its language
 * (`format.date(post.createdAt)`, `format.money(12.5, 'EUR')`), the same on the server and in
 * the browser. Outside React, `formatsFor(locale)`.
 */
export const useFormat = (): Formats => formatsFor(useLocale());
