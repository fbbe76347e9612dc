import { Center, Pagination } from '@mantine/core';

/** Numbered pages under a donations list; nothing while everything fits on one page. */
export function PageNumbers({
  page,
  pageCount,
  onChange,
  pageLabel,
  stepLabels,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The accessible name of page `n`'s button. */
  pageLabel: (n: number) => string;
  /** The accessible names of the previous and next arrows, where Mantine's would not fit. */
  stepLabels?: { previous: string; next: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <Center>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        getControlProps={
          stepLabels &&
          ((control) => ({
            'aria-label': control === 'previous' ? stepLabels.previous : stepLabels.next,
          }))
        }
        getItemProps={(item) => ({ 'aria-label': pageLabel(item) })}
      />
    </Center>
  );
}
