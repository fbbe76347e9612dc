import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useOverlaysWanted } from '#web/components/deferred/overlays-demand.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { theme } from '#web/theme.ts';
import { ThemeProvider } from '#web/theme-provider.tsx';

const AppOverlays = lazy(async () => ({
  default: (await import('#web/components/deferred/app-overlays.tsx')).AppOverlays,
}));

/**
 * Everything a page may rely on: theme, server-state cache, toasts and confirm dialogs (fetched
 * when first asked for). A server-rendered page passes the queries it was drawn from, so its
 * first render matches.
 */
export function AppProviders({
  dehydratedState,
  children,
}: {
  dehydratedState?: DehydratedState;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  // The store is the single source of the colour scheme, so the persisted choice wins on reload.
  const colorScheme = useAppStore((state) => state.theme);
  const isOverlaysWanted = useOverlaysWanted();

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} colorScheme={colorScheme}>
        <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
        {isOverlaysWanted && (
          <Suspense fallback={null}>
            <AppOverlays />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
