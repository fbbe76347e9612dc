import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '#web/api/dashboard.ts';
import { postKeys } from '#web/api/posts.ts';
import { ADMIN_COUNTERS_KEY } from '#web/api/admin-counters.ts';

/**
 * After a moderation change: the menu badges (the admin counters) and every dashboard list ask
 * again, since a deleted post takes its comments along and a deleted comment marks its reports.
 * Only the queries on screen refetch now; the others when next shown.
 */
export function refreshModerationViews(
  queryClient: QueryClient,
  changed: { posts?: boolean; comments?: boolean } = {},
) {
  void queryClient.invalidateQueries({ queryKey: ADMIN_COUNTERS_KEY });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  if (changed.posts) void queryClient.invalidateQueries({ queryKey: postKeys.all });
  // A post page's own comment list.
  if (changed.posts || changed.comments) {
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
  }
}
