import { DesktopSearch } from './desktop-search.tsx';
import { MobileSearch } from './mobile-search.tsx';

/**
 * The header's search: a dropdown from 768 px up, a full-screen overlay below. It searches
 * posts and people once more than 2 characters are typed, 200 ms after the last key.
 */
export function NavSearch() {
  return (
    <>
      <DesktopSearch />
      <MobileSearch />
    </>
  );
}
