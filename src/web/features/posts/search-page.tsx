import { PostSearchView } from './post-search-view.tsx';

/** /search: the same view, reached from the header search and from category chips. */
export function SearchPage() {
  return (
    <PostSearchView
      title="Search posts"
      description="Find posts by the words in their title or content, then narrow them by category and order."
    />
  );
}
