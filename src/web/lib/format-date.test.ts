import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatUtcDate } from './format-date.ts';

// Every hour of two days, the ends of months and years, leap days and far years.
const moments = [
  ...Array.from({ length: 48 }, (_, hour) => Date.UTC(2026, 10, 22, hour, hour % 60)),
  Date.UTC(2024, 1, 29, 23, 59),
  Date.UTC(2025, 11, 31, 23, 59),
  Date.UTC(2026, 0, 1, 0, 0),
  Date.UTC(1999, 6, 4, 12, 0),
  Date.UTC(2099, 8, 9, 0, 30),
].map((time) => new Date(time));

const date = { month: 'short', day: 'numeric', year: 'numeric' } as const;

describe('dates written as US English, without Intl', () => {
  it('writes what Intl.DateTimeFormat("en-US") writes, in local time and in UTC', () => {
    const local = new Intl.DateTimeFormat('en-US', date);
    const utc = new Intl.DateTimeFormat('en-US', { ...date, timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    for (const moment of moments) {
      expect(formatDate(moment)).toBe(local.format(moment));
      expect(formatUtcDate(moment.toISOString())).toBe(utc.format(moment));
      // Intl puts a narrow no-break space before AM and PM; a plain space reads the same.
      expect(formatTime(moment.getTime())).toBe(time.format(moment).replace(/\s/g, ' '));
    }
  });

  it('joins a date and its time', () => {
    const moment = new Date(2026, 10, 22, 15, 4);
    expect(formatDateTime(moment)).toBe('Nov 22, 2026 at 3:04 PM');
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0))).toBe('Jan 1, 2026 at 12:00 AM');
  });
});
