import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/lib/api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; network and server errors get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) &&
          failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
