import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
// Types only from contracts: the home page and the header search load this module, and the
// runtime side of contracts (zod schemas) belongs in the pages that validate forms.
import type { CreatePostInput, Post, PostSort, UpdatePostInput } from '#contracts/posts.ts';
import { api } from '#web/lib/api-client.ts';

interface MessageResponse {
  success: boolean;
  message: string;
}

export type { Post } from '#contracts/posts.ts';

export interface PostsResponse {
  posts: Post[];
  totalPosts: number;
  lastMonthPosts: number;
}

/** The query parameters of `GET /api/post/getposts`. */
export interface PostsQuery {
  postId?: string;
  slug?: string;
  userId?: string;
  searchTerm?: string;
  category?: string;
  sort?: PostSort;
  startIndex?: number;
  limit?: number;
}

export const postKeys = {
  all: ['posts'] as const,
  list: (query: PostsQuery) => ['posts', 'list', query] as const,
  mostRead: (limit: number) => ['posts', 'most-read', limit] as const,
  byAuthor: (userId: string, pageSize: number) => ['posts', 'by-author', userId, pageSize] as const,
};

export const fetchPosts = (query: PostsQuery, signal?: AbortSignal) =>
  api.get<PostsResponse>('/api/post/getposts', { query: { ...query }, signal });

export function usePosts(query: PostsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postKeys.list(query),
    queryFn: ({ signal }) => fetchPosts(query, signal),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** An author's posts, newest first, `pageSize` at a time ("Show more"). */
export function useAuthorPosts(userId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: postKeys.byAuthor(userId, pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPosts({ userId, sort: 'desc', startIndex: pageParam, limit: pageSize }, signal),
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
      return lastPage.posts.length === pageSize && loaded < lastPage.totalPosts
        ? lastPageParam + pageSize
        : undefined;
    },
  });
}

/** One post by its slug (the post page) or its id (the update form); null when there is none. */
export function usePost(by: { slug: string } | { postId: string }) {
  const query: PostsQuery = { ...by, limit: 1 };
  return useQuery({
    queryKey: postKeys.list(query),
    queryFn: async ({ signal }) => (await fetchPosts(query, signal)).posts[0] ?? null,
  });
}

export function useMostReadPosts(limit: number) {
  return useQuery({
    queryKey: postKeys.mostRead(limit),
    queryFn: ({ signal }) =>
      api.get<{ posts: Post[] }>('/api/post/most-read', { query: { limit }, signal }),
  });
}

export const createPost = (input: CreatePostInput) => api.post<Post>('/api/post/create', input);

export const updatePost = (postId: string, userId: string, input: UpdatePostInput) =>
  api.put<Post>(`/api/post/updatepost/${postId}/${userId}`, input);

export const deletePost = (postId: string, userId: string) =>
  api.delete<MessageResponse>(`/api/post/deletepost/${postId}/${userId}`);

/** Counts one view; the post page calls it once per open. */
export const countPostView = (postId: string) =>
  api.put<{ views: number }>(`/api/post/view/${postId}`);
