import type { Database } from '../db/client.ts';
import { moderationLog } from '../db/schema.ts';
import type { Viewer } from './auth.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ModerationAction =
  | 'user.ban'
  | 'user.unban'
  | 'user.role'
  | 'user.delete'
  | 'publisher-request.approve'
  | 'publisher-request.reject'
  | 'story.approve'
  | 'story.reject'
  | 'report.review'
  | 'report.delete'
  | 'comment.delete'
  | 'post.delete';

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
