import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Comment } from '#contracts/comments.ts';
import * as comments from '#contracts/comments.endpoints.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { call } from '#web/lib/api-client.ts';
import { POST_COMMENTS_PAGE_SIZE as COMMENTS_PAGE_SIZE } from '#contracts/comments.constants.ts';

export type { Comment, Reply } from '#contracts/comments.ts';

/** Comments of a post come in pages of this size (the server's default). */
export { COMMENTS_PAGE_SIZE };

// Whether the viewer likes a comment is part of the answer, so the viewer is part of the key.
export const commentKeys = {
  forPost: (postId: string) => ['comments', 'post', postId] as const,
  forPostAs: (postId: string, viewerId: string | null) =>
    ['comments', 'post', postId, viewerId] as const,
};

export const fetchPostComments = (postId: string, startIndex: number, signal?: AbortSignal) =>
  call(comments.onPost, {
    params: { postId },
    query: { startIndex, limit: COMMENTS_PAGE_SIZE },
    signal,
  });

const editComment = (id: string, content: string) =>
  call(comments.edit, { params: { id }, body: { content } });

const likeComment = (id: string) => call(comments.like, { params: { id } });

const deleteComment = (id: string) => call(comments.remove, { params: { id } });

const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

/** A post's comments, a page of 50 at a time. */
export const postCommentsQueryOptions = (postId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: commentKeys.forPostAs(postId, viewerId),
    queryFn: ({ pageParam, signal }) => fetchPostComments(postId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === COMMENTS_PAGE_SIZE ? pages.length * COMMENTS_PAGE_SIZE : undefined,
  });

export function usePostCommentList(postId: string) {
  return useInfiniteQuery(postCommentsQueryOptions(postId, useViewerId()));
}

/** What a comment hook's caller may add: its own way of telling a failure. */
interface CommentHandlers {
  onError?: (error: Error) => void;
}

function useRefreshComments(postId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.forPost(postId) });
}

export function useCreateComment(postId: string, handlers: CommentHandlers = {}) {
  const refresh = useRefreshComments(postId);
  const userId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (content: string) => call(comments.create, { body: { content, postId, userId } }),
    onSuccess: refresh,
    ...handlers,
  });
}

export function useReplyToComment(postId: string, handlers: CommentHandlers = {}) {
  const refresh = useRefreshComments(postId);
  const userId = useViewerId() ?? '';
  return useMutation({
    mutationFn: ({ parentId, content }: { parentId: string; content: string }) =>
      call(comments.reply, { body: { content, postId, userId, parentId } }),
    onSuccess: refresh,
    ...handlers,
  });
}

export function useEditComment(postId: string, handlers: CommentHandlers = {}) {
  const refresh = useRefreshComments(postId);
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => editComment(id, content),
    onSuccess: refresh,
    ...handlers,
  });
}

export function useDeleteComment(
  postId: string,
  handlers: CommentHandlers & { onDeleted?: () => void } = {},
) {
  const refresh = useRefreshComments(postId);
  const { onDeleted, ...rest } = handlers;
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      onDeleted?.();
      return refresh();
    },
    ...rest,
  });
}

/** A like or unlike changes only that comment: the cached page takes the server's answer. */
export function useLikeComment(postId: string, handlers: CommentHandlers = {}) {
  const queryClient = useQueryClient();
  const queryKey = commentKeys.forPostAs(postId, useViewerId());
  return useMutation({
    mutationFn: likeComment,
    onSuccess: (result) => {
      queryClient.setQueryData<InfiniteData<Comment[], number>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((comment) =>
                  comment._id === result._id
                    ? {
                        ...comment,
                        likes: result.likes,
                        numberOfLikes: result.numberOfLikes,
                        isLiked: result.isLiked,
                      }
                    : comment,
                ),
              ),
            }
          : data,
      );
    },
    ...handlers,
  });
}
