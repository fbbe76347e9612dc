import { use, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';
import { PostSearchView } from './post-search-view.tsx';
import { DEFAULT_SORT } from './use-post-search.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** /posts: every post, most read first; the page writes the default sort into its URL. */
export function PostsPage() {
  const t = useMessages('posts');
  const [params, setParams] = useSearchParams();
  const hasSort = params.has('sort');
  const router = use(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (hasSort) return;
    // Read live, not from the render: while another navigation is under way or done (a session
    // ending elsewhere sends the reader to sign in), writing the sort would cancel it or land on
    // its address. The hydrating page's effects can run after the router has moved on.
    const now = router?.state;
    if (now && (now.navigation.state !== 'idle' || now.location.pathname !== '/posts')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('sort', DEFAULT_SORT);
        return next;
      },
      { replace: true },
    );
  }, [hasSort, setParams, router]);

  return <PostSearchView title={t('posts.list.title')} description={t('posts.list.description')} />;
}
