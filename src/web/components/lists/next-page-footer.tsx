import { ListError } from './list-error.tsx';
import { ShowMoreButton } from './show-more-button.tsx';

/** What a paged list's footer needs of its infinite query. */
interface PagedQuery {
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Under a paged list: the next page's failure with a retry, and the Show more button. */
export function NextPageFooter({
  query,
  failureMessage,
  label,
}: {
  query: PagedQuery;
  failureMessage: string;
  label?: string;
}) {
  const fetchNext = () => void query.fetchNextPage();
  return (
    <>
      {query.isFetchNextPageError && <ListError message={failureMessage} onRetry={fetchNext} />}
      {query.hasNextPage && (
        <ShowMoreButton label={label} isLoading={query.isFetchingNextPage} onClick={fetchNext} />
      )}
    </>
  );
}
