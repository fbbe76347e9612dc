import type { Post } from '#contracts/posts.ts';

/**
 * What the viewer may do with a post, from the `can` its answer carries, as the spec lists it:
 * the owner or an admin edits and deletes; anyone else may report from the menu (a visitor is
 * asked to sign in). A separate Report button is for signed-in viewers who may report and do
 * not have the menu's edit actions (an admin reports from the menu).
 */
export function postPermissions(post: Pick<Post, 'can'>) {
  return {
    canManage: post.can.edit,
    canReportFromMenu: post.can.report || !post.can.edit,
    hasReportButton: post.can.report && !post.can.edit,
  };
}
