import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#web/lib/api-client.ts';
import {
  COMMENTS_PAGE_SIZE,
  commentKeys,
  createComment,
  deleteComment,
  editComment,
  fetchPostComments,
  likeComment,
  replyToComment,
  type Comment,
} from './api.ts';
import { useAppStore } from '#web/state/app-store.ts';

const showError = (error: unknown, fallback: string) =>
  notifications.show({ color: 'red', message: errorMessage(error, fallback) });

/**
 * A post's comments, a page of 50 at a time, with the calls that change them. Whether the
 * viewer likes a comment is part of the answer, so the viewer is part of the cache key.
 */
export function usePostComments(postId: string) {
  const queryClient = useQueryClient();
  const currentUser = useAppStore((state) => state.currentUser);
  const queryKey = [...commentKeys.forPost(postId), currentUser?._id ?? null] as const;

  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPostComments(postId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === COMMENTS_PAGE_SIZE ? pages.length * COMMENTS_PAGE_SIZE : undefined,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.forPost(postId) });
  const userId = currentUser?._id ?? '';

  const create = useMutation({
    mutationFn: (content: string) => createComment({ content, postId, userId }),
    onSuccess: refresh,
    onError: (error) => showError(error, 'Failed to submit comment.'),
  });

  const reply = useMutation({
    mutationFn: ({ parentId, content }: { parentId: string; content: string }) =>
      replyToComment({ content, postId, userId, parentId }),
    onSuccess: refresh,
    onError: (error) => showError(error, 'Failed to submit reply.'),
  });

  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => editComment(id, content),
    onSuccess: refresh,
    onError: (error) => showError(error, 'Failed to update comment.'),
  });

  const remove = useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Comment deleted', autoClose: 2000 });
      return refresh();
    },
    onError: (error) => showError(error, 'Failed to delete comment.'),
  });

  const like = useMutation({
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
    onError: (error) => showError(error, 'Failed to like comment.'),
  });

  return {
    comments: list.data?.pages.flat() ?? [],
    list,
    create,
    reply,
    edit,
    remove,
    like,
  };
}

export type PostComments = ReturnType<typeof usePostComments>;
