import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { useOverlaysWanted } from '#web/components/deferred/overlays-demand.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
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
 * Everything a page may rely on: the colour scheme, the server-state cache, toasts and confirm
 * dialogs (fetched when first asked for). A server-rendered page passes the queries it was drawn
 * from, so its first render matches.
 */
export function AppProviders({
  dehydratedState,
  children,
}: {
  dehydratedState?: DehydratedState;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  useColorSchemeAttribute();
  const isOverlaysWanted = useOverlaysWanted();

  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
      {isOverlaysWanted && (
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
