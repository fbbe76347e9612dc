import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DashboardComment, ReviewCommentInput } from '#contracts/comments.ts';
import { DASHBOARD_COMMENTS_PAGE_SIZE } from '#contracts/comments.constants.ts';
import type { MessageResponse } from '#contracts/common.ts';
import type { Post, PostListStatus } from '#contracts/posts.ts';
import { POSTS_PAGE_SIZE } from '#contracts/posts.constants.ts';
import type {
  PendingReportsCount,
  ReportListItem,
  ReportListResponse,
  ReportStatusFilter,
} from '#contracts/reports.ts';
import * as reports from '#contracts/reports.endpoints.ts';
import { REPORTS_PAGE_SIZE } from '#contracts/reports.constants.ts';
import * as comments from '#contracts/comments.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { deletePost, fetchPosts, postKeys } from '#web/features/posts/api.ts';
import {
  moderationKeys,
  refreshModerationViews,
  withCallbacks,
  type CommentsScope,
  type MutationCallbacks,
} from './api-cache.ts';

/** The content the dashboard manages: posts, comments and the reports filed against them. */

export interface ManagedPostsFilters {
  /** Set for a publisher (their own posts); unset for an admin (every post). */
  userId?: string;
  searchTerm: string;
  /** A category, or undefined for all. */
  category?: string;
  /** Published, scheduled, draft, or all of them. */
  status: PostListStatus;
}

/** The Posts tab's list, newest first, nine at a time behind Show more. */
export function useManagedPosts(filters: ManagedPostsFilters) {
  return useInfiniteQuery({
    queryKey: [...postKeys.all, 'manage', filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPosts(
        {
          userId: filters.userId,
          searchTerm: filters.searchTerm || undefined,
          category: filters.category,
          status: filters.status,
          sort: 'desc',
          startIndex: pageParam,
          limit: POSTS_PAGE_SIZE,
        },
        signal,
      ),
    // The spec: Show more disappears when fewer than a page come back.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.posts.length === POSTS_PAGE_SIZE ? lastPageParam + POSTS_PAGE_SIZE : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Deletes a post (its comments go with it) as the signed-in admin or publisher. */
export function useDeleteManagedPost(
  userId: string,
  callbacks: MutationCallbacks<unknown, Post> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => deletePost(post._id, userId),
    ...withCallbacks(callbacks, () => refreshModerationViews(queryClient, { posts: true })),
  });
}

const COMMENTS_ENDPOINT = { all: comments.all, 'own-posts': comments.onOwnPosts };

export function useManagedComments(scope: CommentsScope) {
  return useInfiniteQuery({
    queryKey: moderationKeys.comments(scope),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(COMMENTS_ENDPOINT[scope], {
        query: { startIndex: pageParam, limit: DASHBOARD_COMMENTS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.comments.length === DASHBOARD_COMMENTS_PAGE_SIZE
        ? lastPageParam + DASHBOARD_COMMENTS_PAGE_SIZE
        : undefined,
  });
}

/** The review queue: new accounts' comments with links, oldest first (admins). */
export function useCommentReviewQueue() {
  return useInfiniteQuery({
    queryKey: moderationKeys.commentReviewQueue,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(comments.reviewQueue, {
        query: { startIndex: pageParam, limit: DASHBOARD_COMMENTS_PAGE_SIZE },
        signal,
      }),
    // A decided comment leaves the queue, so the next page starts after the rows still shown.
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.comments.length, 0);
      return loaded < lastPage.totalComments ? loaded : undefined;
    },
    staleTime: 0,
  });
}

export interface CommentDecision {
  comment: DashboardComment;
  decision: ReviewCommentInput['decision'];
}

/** Approves (publishes) or rejects (deletes) a comment awaiting review. */
export function useReviewComment(
  callbacks: MutationCallbacks<MessageResponse, CommentDecision> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, decision }: CommentDecision) =>
      call(comments.review, { params: { id: comment._id }, body: { decision } }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => refreshModerationViews(queryClient, { comments: true }),
  });
}

/** Deletes a comment for good, with its replies. */
export function useDeleteManagedComment(
  callbacks: MutationCallbacks<unknown, DashboardComment> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: DashboardComment) =>
      call(comments.remove, { params: { id: comment._id } }),
    ...withCallbacks(callbacks, () => refreshModerationViews(queryClient, { comments: true })),
  });
}

/** `GET /api/report` answers the list, or only the pending count when asked `count=true`. */
function reportList(answer: ReportListResponse | PendingReportsCount) {
  if (!('reports' in answer)) throw new Error('The report list came back as a count');
  return answer;
}

export function useReports(status: ReportStatusFilter, page: number) {
  return useQuery({
    queryKey: moderationKeys.reports(status, page),
    queryFn: async ({ signal }) =>
      reportList(
        await call(reports.list, { query: { status, page, limit: REPORTS_PAGE_SIZE }, signal }),
      ),
    placeholderData: keepPreviousData,
    // Reports arrive while the tab is open: ask again whenever it is shown.
    staleTime: 0,
  });
}

/** Marks a report reviewed; the lists and badges ask again whatever the outcome. */
export function useReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportListItem) =>
      call(reports.review, { params: { id: report._id }, body: { status: 'reviewed' } }),
    onSettled: () => refreshModerationViews(queryClient),
  });
}

export function useDeleteReport(
  callbacks: MutationCallbacks<MessageResponse, ReportListItem> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportListItem) => call(reports.remove, { params: { id: report._id } }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => refreshModerationViews(queryClient),
  });
}
