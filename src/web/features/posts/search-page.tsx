import { PostSearchView } from './post-search-view.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** /search: the same view, reached from the header search and from category chips. */
export function SearchPage() {
  const t = useMessages('posts');
  return (
    <PostSearchView title={t('posts.search.title')} description={t('posts.search.description')} />
  );
}
