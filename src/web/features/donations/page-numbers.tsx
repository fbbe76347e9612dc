import { Center, Pagination } from '@mantine/core';
import { useMessages } from '#web/i18n/use-messages.ts';
import type { DonationsMessageId } from './donations-message.tsx';

/**
 * The accessible names of each paged list's buttons: page `n`'s (`{n}` in the message), and
 * its previous and next arrows' where Mantine's would not fit.
 */
const LABELS: Record<
  'cases' | 'updates' | 'updatesDue',
  { page: DonationsMessageId; previous?: DonationsMessageId; next?: DonationsMessageId }
> = {
  cases: {
    page: 'donations.admin.page',
    previous: 'donations.admin.previousPage',
    next: 'donations.admin.nextPage',
  },
  updates: {
    page: 'donations.updates.page',
    previous: 'donations.updates.newer',
    next: 'donations.updates.older',
  },
  updatesDue: { page: 'donations.updatesDue.page' },
};

/** Numbered pages under a donations list; nothing while everything fits on one page. */
export function PageNumbers({
  page,
  pageCount,
  onChange,
  of: list,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Which list it pages, for its buttons' names. */
  of: keyof typeof LABELS;
}) {
  const t = useMessages('donations');
  if (pageCount <= 1) return null;
  const { page: pageLabel, previous, next } = LABELS[list];
  return (
    <Center>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        getControlProps={
          previous && next
            ? (control) => ({ 'aria-label': t(control === 'previous' ? previous : next) })
            : undefined
        }
        getItemProps={(item) => ({ 'aria-label': t(pageLabel, { n: item }) })}
      />
    </Center>
  );
}
