import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput, UpdatePostInput } from '#contracts/posts.ts';
import * as posts from '#contracts/posts.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { deletePost, fetchPosts, postKeys } from './api.ts';

/** Writing posts: the editor and its revisions, apart from `api.ts`, which the home page loads. */

export const createPost = (input: CreatePostInput) => call(posts.create, { body: input });

export const updatePost = (postId: string, userId: string, input: UpdatePostInput) =>
  call(posts.update, { params: { postId, userId }, body: input });

/** Every list may hold the saved post: they are read again before the mutation settles. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useUpdatePost(postId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePostInput) => updatePost(postId, userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/**
 * Lists are refetched where they show next; the deleted post's own query is left alone, or its
 * page would find the post gone and send the browser to /not-found on the way out.
 */
export function useDeletePost(postId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
  });
}

// The editor: drafts, saves that create then update, revisions.

const editingKeys = {
  editable: (postId: string) => [...postKeys.all, 'editable', postId] as const,
  revisions: (postId: string) => [...postKeys.all, 'revisions', postId] as const,
};

/** A post of any status the signed-in writer may edit (their own, or any for an admin). */
export const editablePostQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: editingKeys.editable(postId),
    queryFn: async ({ signal }) =>
      (await fetchPosts({ postId, status: 'all', limit: 1 }, signal)).posts[0] ?? null,
  });

export function useEditablePost(postId: string) {
  return useQuery({ ...editablePostQueryOptions(postId), staleTime: Infinity });
}

/** What one save sends: the post's id once it exists (create first, then update). */
export interface PostSave {
  postId: string | null;
  userId: string;
  input: CreatePostInput & UpdatePostInput;
}

const savePost = ({ postId, userId, input }: PostSave) =>
  postId ? updatePost(postId, userId, input) : createPost(input);

/** Creates the post on its first save and updates it after; every list is read again. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: (saved) => {
      queryClient.setQueryData(editingKeys.editable(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: editingKeys.revisions(saved._id) });
    },
  });
}

export function usePostRevisions(postId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: editingKeys.revisions(postId ?? ''),
    queryFn: ({ signal }) => call(posts.revisions, { params: { postId: postId ?? '' }, signal }),
    enabled: Boolean(postId) && isEnabled,
  });
}

export function useRestoreRevision(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      call(posts.restoreRevision, { params: { postId, revisionId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(editingKeys.editable(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: editingKeys.revisions(saved._id) });
    },
  });
}
