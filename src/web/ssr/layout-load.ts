import type { QueryClient } from '@tanstack/react-query';
import { siteQueryOptions } from '#web/lib/site-settings.ts';

/** What the header, footer and layout read on every page (the footer's contact address). */
export const loadLayout = (queryClient: QueryClient) => queryClient.prefetchQuery(siteQueryOptions);
