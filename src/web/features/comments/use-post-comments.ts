import { notifications } from '@mantine/notifications';
import { errorMessage } from '#web/lib/api-client.ts';
import {
  useCreateComment,
  useDeleteComment,
  useEditComment,
  useLikeComment,
  usePostCommentList,
  useReplyToComment,
} from './api.ts';
import { useFocusComment } from './use-focus-comment.ts';
import { showErrorToast } from '#web/components/error-toast.ts';

const failure = (fallback: string) => ({
  onError: (error: unknown) => showErrorToast(errorMessage(error, fallback)),
});

/** A post's comments with the calls that change them, each telling its own failure. */
export function usePostComments(postId: string) {
  const list = usePostCommentList(postId);
  return {
    comments: list.data?.pages.flat() ?? [],
    list,
    create: useCreateComment(postId, failure('Failed to submit comment.')),
    reply: useReplyToComment(postId, failure('Failed to submit reply.')),
    edit: useEditComment(postId, failure('Failed to update comment.')),
    remove: useDeleteComment(postId, {
      ...failure('Failed to delete comment.'),
      onDeleted: () =>
        notifications.show({ color: 'teal', message: 'Comment deleted', autoClose: 2000 }),
    }),
    like: useLikeComment(postId, failure('Failed to like comment.')),
    /** Focus goes to this comment (by id) once the refreshed list shows it. */
    focusComment: useFocusComment(list.data),
  };
}

export type PostComments = ReturnType<typeof usePostComments>;
