import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDate } from '#web/lib/format-date.ts';

dayjs.extend(relativeTime);

/** "5 minutes ago" for recent items, the spec's date style after a week. */
export function notificationTime(createdAt: string, now = Date.now()): string {
  const created = dayjs(createdAt);
  return dayjs(now).diff(created, 'day') >= 7 ? formatDate(createdAt) : created.from(now);
}
