import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as publisherRequests from '#contracts/publisher-requests.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

const ownRequestKey = (userId: string) => ['publisher-requests', 'mine', userId] as const;

/** The member's latest publisher request (null when none): what their button says. */
export function useOwnPublisherRequest(userId: string | null) {
  return useQuery({
    queryKey: ownRequestKey(userId ?? ''),
    queryFn: async ({ signal }) => (await call(publisherRequests.mine, { signal })).request,
    enabled: userId !== null,
  });
}

/** Reads the member's request again, once they have sent one. */
export function useRefreshOwnPublisherRequest() {
  const queryClient = useQueryClient();
  return (userId: string) => queryClient.invalidateQueries({ queryKey: ownRequestKey(userId) });
}
