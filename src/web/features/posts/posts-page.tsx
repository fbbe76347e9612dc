import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PostSearchView } from './post-search-view.tsx';
import { DEFAULT_SORT } from './use-post-search.ts';

/** /posts: every post, most read first; the page writes the default sort into its URL. */
export function PostsPage() {
  const [params, setParams] = useSearchParams();
  const hasSort = params.has('sort');
  useEffect(() => {
    if (hasSort) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('sort', DEFAULT_SORT);
        return next;
      },
      { replace: true },
    );
  }, [hasSort, setParams]);

  return (
    <PostSearchView
      title="Posts"
      description="Every published post, most read first, with search, category and sort filters."
    />
  );
}
