import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useOverlaysWanted } from '#web/components/deferred/overlays-demand.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { LocaleContext } from '#web/i18n/locale.tsx';
import { useAppStore } from '#web/state/app-store.ts';

const AppOverlays = lazyWithMantine(
  async () => (await import('#web/components/deferred/app-overlays.tsx')).AppOverlays,
);

/**
 * The page's colour scheme follows the store: `<html data-mantine-color-scheme>`, set before the
 * first paint by the inline script in `index.html`, and here whenever the reader switches it.
 */
function useColorSchemeAttribute() {
  const colorScheme = useAppStore((state) => state.theme);
  useEffect(() => {
    document.documentElement.setAttribute('data-mantine-color-scheme', colorScheme);
  }, [colorScheme]);
}

/**
 * Everything a page may rely on: its language, the colour scheme, the server-state cache, toasts
 * and confirm dialogs (fetched when first asked for). A server-rendered page passes the queries it was drawn
 * from, so its first render matches.
 */
export function AppProviders({
  locale,
  dehydratedState,
  children,
}: {
  locale: Locale;
  dehydratedState?: DehydratedState;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  useColorSchemeAttribute();
  useEffect(() => {
    // The server draws every page as a visitor sees it: a signed-in reader asks again for what
    // is theirs (the `can` of posts, narratives and cases) once the page is live.
    if (!dehydratedState || !useAppStore.getState().currentUser) return;
    for (const { queryKey } of dehydratedState.queries) {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
    // Once, for the page the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const isOverlaysWanted = useOverlaysWanted();

  return (
    <LocaleContext value={locale}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
        {isOverlaysWanted && (
          <Suspense fallback={null}>
            <AppOverlays />
          </Suspense>
        )}
      </QueryClientProvider>
    </LocaleContext>
  );
}
