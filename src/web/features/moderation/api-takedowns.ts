import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#contracts/common.ts';
import type { Takedown, TakedownDecision } from '#contracts/story-takedowns.ts';
import * as takedownEndpoints from '#contracts/story-takedowns.endpoints.ts';
import { TAKEDOWNS_PAGE_SIZE } from '#contracts/story-takedowns.constants.ts';
import { storyKeys } from '#web/features/stories/api.ts';
import { call } from '#web/lib/api-client.ts';
import { moderationKeys, refreshModerationViews, type MutationCallbacks } from './api-cache.ts';
import { usePagedList } from './api-paged-list.ts';
import { isNoLongerPending } from './api-requests.ts';

/** Requests to take a narrative down, waiting for an admin, oldest first. */
export function usePendingTakedowns() {
  return usePagedList<Takedown>(
    moderationKeys.takedowns,
    TAKEDOWNS_PAGE_SIZE,
    async (startIndex, signal) => {
      const { takedowns, totalTakedowns } = await call(takedownEndpoints.list, {
        query: { status: 'pending', startIndex, limit: TAKEDOWNS_PAGE_SIZE },
        signal,
      });
      return { items: takedowns, total: totalTakedowns };
    },
  );
}

export interface TakedownDecisionVariables {
  takedown: Takedown;
  decision: TakedownDecision['decision'];
}

/**
 * Unpublish or dismiss. Unpublishing settles every request about that narrative, so the list
 * loads again rather than losing one row; the narrative lists load again too.
 */
export function useDecideTakedown(
  callbacks: MutationCallbacks<MessageResponse, TakedownDecisionVariables> = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: moderationKeys.takedowns });
    void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    refreshModerationViews(queryClient);
  };
  return useMutation({
    mutationFn: ({ takedown, decision }: TakedownDecisionVariables) =>
      call(takedownEndpoints.decide, { params: { takedownId: takedown._id }, body: { decision } }),
    onSuccess: (answer, variables) => {
      refresh();
      callbacks.onSuccess?.(answer, variables);
    },
    onError: (error, variables) => {
      if (isNoLongerPending(error)) refresh();
      callbacks.onError?.(error, variables);
    },
  });
}
