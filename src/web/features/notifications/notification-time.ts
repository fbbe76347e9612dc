import type { Formats } from '#web/lib/format.ts';
import { relativeTime } from '#web/lib/relative-time.ts';

const WEEK_MS = 7 * 86_400_000;

/** "5 minutes ago" for recent items, the spec's date style after a week, in the page's language. */
export function notificationTime(format: Formats, createdAt: string, now = Date.now()): string {
  return now - new Date(createdAt).getTime() >= WEEK_MS
    ? format.date(createdAt)
    : relativeTime(format.locale, createdAt, now);
}
