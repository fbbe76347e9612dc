import type { Translate } from '#web/i18n/use-messages.ts';
import type { StatusFilter } from './api.ts';

const COUNTS = {
  all: { some: 'stories.count.all', none: 'stories.count.none' },
  approved: { some: 'stories.count.approved', none: 'stories.count.noneApproved' },
  pending: { some: 'stories.count.pending', none: 'stories.count.nonePending' },
  rejected: { some: 'stories.count.rejected', none: 'stories.count.noneRejected' },
} as const satisfies Record<StatusFilter, { some: string; none: string }>;

/**
 * What a dashboard list of narratives shows against what exists, in the page's language:
 * "Showing 9 of 30 pending narratives", or "No pending narratives" when there are none. Rows
 * shown beyond the total (the list changed since it was loaded) never read as more than exist.
 */
export function countLine(
  t: Translate<'stories'>,
  shown: number,
  total: number,
  status: StatusFilter,
): string {
  const { some, none } = COUNTS[status];
  return total <= 0 ? t(none) : t(some, { shown: Math.min(shown, total), total });
}
