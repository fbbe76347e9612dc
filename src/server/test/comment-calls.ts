import type { injectors } from './test-app.ts';

type As = ReturnType<typeof injectors>['as'];
type Caller = { headers: object };

/** What a member does to a comment through the API, as `actor`: each answers the response. */
export function commentCalls(as: As) {
  return {
    like: (actor: Caller, commentId: string) =>
      as(actor, { method: 'PUT', url: `/api/comment/likeComment/${commentId}` }),
    edit: (actor: Caller, commentId: string, content: string) =>
      as(actor, {
        method: 'PUT',
        url: `/api/comment/editComment/${commentId}`,
        payload: { content },
      }),
    remove: (actor: Caller, commentId: string) =>
      as(actor, { method: 'DELETE', url: `/api/comment/deleteComment/${commentId}` }),
  };
}
