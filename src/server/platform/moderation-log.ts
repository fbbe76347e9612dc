import type { Database, Transaction } from '../db/client.ts';
import { moderationLog } from '../db/schema.ts';
import type { Viewer } from './auth.ts';

export type ModerationAction =
  | 'user.ban'
  | 'user.unban'
  | 'user.role'
  | 'user.update'
  | 'user.resend-verification'
  | 'user.delete'
  | 'publisher-request.approve'
  | 'publisher-request.reject'
  | 'story.approve'
  | 'story.reject'
  | 'story.update'
  | 'story.delete'
  | 'story.takedown-unpublish'
  | 'story.takedown-dismiss'
  | 'report.review'
  | 'report.delete'
  | 'comment.update'
  | 'comment.delete'
  | 'comment.approve'
  | 'comment.reject'
  | 'post.update'
  | 'post.delete'
  | 'case.create'
  | 'case.update'
  | 'case.archive'
  | 'case.post-update'
  | 'case.delete'
  | 'donation.hide-message'
  | 'donation.receive'
  | 'donation.lapse'
  | 'ledger.disburse'
  | 'ledger.reverse';

/**
 * Whether acting on something owned by `ownerId` is moderation: an admin acting on someone
 * else's account or content (the owner's own changes are theirs, not the admins').
 */
const isModeration = (actor: Viewer, ownerId: string) => actor.isAdmin && actor.id !== ownerId;

/** The names of the fields a change sets, for the log's details (never their values). */
export const changedFields = (changes: object) =>
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);

/** Records an admin action; pass the transaction that makes the change so both land together. */
export async function logModeration(
  db: Database | Transaction,
  actor: Viewer,
  action: ModerationAction,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
) {
  await db.insert(moderationLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

/** Records the action when it is moderation (`isModeration`); an owner's own change is theirs. */
export async function logIfModeration(
  db: Database | Transaction,
  actor: Viewer,
  ownerId: string,
  action: ModerationAction,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
) {
  if (isModeration(actor, ownerId)) await logModeration(db, actor, action, target, details);
}

/** What an author writes: the moderation log names it by the action's first word. */
type AuthoredAction = Extract<ModerationAction, `${'post' | 'comment' | 'story'}.${string}`>;

/**
 * An admin's change to someone else's post, comment or narrative (`logIfModeration`), with its
 * author in the details.
 */
export async function logIfAuthorModerated(
  db: Database | Transaction,
  actor: Viewer,
  action: AuthoredAction,
  content: { id: string; userId: string },
  details: Record<string, unknown> = {},
) {
  if (!isModeration(actor, content.userId)) return;
  const target = { type: action.slice(0, action.indexOf('.')), id: content.id };
  await logModeration(db, actor, action, target, { authorId: content.userId, ...details });
}
