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
import { useMessages } from '#web/i18n/use-messages.ts';

/** The id of the comments' heading, which takes focus when the last comment is deleted. */
export const COMMENTS_HEADING_ID = 'comments-title';

const failure = (fallback: string) => ({
  onError: (error: unknown) => showErrorToast(errorMessage(error, fallback)),
});

/** A post's comments with the calls that change them, each telling its own failure. */
export function usePostComments(postId: string) {
  const t = useMessages('comments');
  const list = usePostCommentList(postId);
  const comments = list.data?.pages.flat() ?? [];
  const focusComment = useFocusComment(list.data);
  const remove = useDeleteComment(postId, {
    ...failure(t('comments.toast.deleteFailed')),
    onDeleted: () =>
      notifications.show({ color: 'teal', message: t('comments.toast.deleted'), autoClose: 2000 }),
  });
  return {
    comments,
    list,
    create: useCreateComment(postId, failure(t('comments.toast.submitFailed'))),
    reply: useReplyToComment(postId, failure(t('comments.toast.replyFailed'))),
    edit: useEditComment(postId, failure(t('comments.toast.updateFailed'))),
    remove,
    like: useLikeComment(postId, failure(t('comments.toast.likeFailed'))),
    /** Focus goes to this comment (by id) once the refreshed list shows it. */
    focusComment,
    /**
     * Deletes a comment or reply; focus then goes to the comment beside it (a reply's own
     * comment), or to the list's heading when none is left, never to the page's body.
     */
    removeAndRefocus: (commentId: string) => {
      const index = comments.findIndex((comment) => comment._id === commentId);
      const parent = comments.find((comment) =>
        comment.replies.some((reply) => reply._id === commentId),
      );
      const beside = parent ?? comments[index + 1] ?? comments[index - 1];
      remove.mutate(commentId, {
        onSuccess: () => {
          if (beside) return focusComment(beside._id);
          document.getElementById(COMMENTS_HEADING_ID)?.focus();
        },
      });
    },
    /** Loads the next comments; focus goes to the first of them. */
    loadMore: async () => {
      const shown = comments.length;
      const next = await list.fetchNextPage();
      const first = next.data?.pages.flat()[shown];
      if (first) focusComment(first._id);
    },
  };
}

export type PostComments = ReturnType<typeof usePostComments>;
