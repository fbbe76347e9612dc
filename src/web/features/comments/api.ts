import type { Comment, LikeResponse } from '#contracts/comments.ts';
import { api } from '#web/lib/api-client.ts';

interface MessageResponse {
  success: boolean;
  message: string;
}

export type { Comment, Reply } from '#contracts/comments.ts';

/** Comments of a post come in pages of this size (the server's default). */
export const COMMENTS_PAGE_SIZE = 50;

export const commentKeys = {
  forPost: (postId: string) => ['comments', 'post', postId] as const,
};

export const fetchPostComments = (postId: string, startIndex: number, signal?: AbortSignal) =>
  api.get<Comment[]>(`/api/comment/getPostComments/${postId}`, {
    query: { startIndex, limit: COMMENTS_PAGE_SIZE },
    signal,
  });

export const createComment = (body: { content: string; postId: string; userId: string }) =>
  api.post<Comment>('/api/comment/create', body);

export const replyToComment = (body: {
  content: string;
  postId: string;
  userId: string;
  parentId: string;
}) => api.post<Comment>('/api/comment/reply', body);

export const editComment = (id: string, content: string) =>
  api.put<Comment>(`/api/comment/editComment/${id}`, { content });

export const likeComment = (id: string) => api.put<LikeResponse>(`/api/comment/likeComment/${id}`);

export const deleteComment = (id: string) =>
  api.delete<MessageResponse>(`/api/comment/deleteComment/${id}`);
