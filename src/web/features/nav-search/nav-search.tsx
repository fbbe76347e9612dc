import { lazy, Suspense } from 'react';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { NavSearchPlaceholder } from './nav-search-placeholder.tsx';
import { useNarrowScreen } from '#web/components/lists/use-narrow-screen.ts';

// Each screen fetches only its own search: the desktop's combobox and its positioning code are
// no part of a phone's page, nor the phone's overlay of a desktop's.
const DesktopSearch = lazyWithMantine(
  async () => (await import('./desktop-search.tsx')).DesktopSearch,
);
const MobileSearch = lazy(async () => ({
  default: (await import('./mobile-search.tsx')).MobileSearch,
}));

/**
 * The header's search: a dropdown from 768 px up, a full-screen overlay below. It searches
 * posts and people once more than 2 characters are typed, 200 ms after the last key. The server
 * cannot know the screen, so the page arrives with a placeholder of each and the browser fetches
 * the search for its screen once the page is hydrated.
 */
export function NavSearch() {
  const isHydrated = useHydrated();
  const isWide = !useNarrowScreen();
  if (!isHydrated) return <NavSearchPlaceholder />;
  return (
    <Suspense fallback={<NavSearchPlaceholder />}>
      {isWide ? <DesktopSearch /> : <MobileSearch />}
    </Suspense>
  );
}
