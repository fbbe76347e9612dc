import type { CaseUpdate } from '#contracts/case-updates.ts';
import type { donationCaseUpdates } from '../../db/schema.ts';

export function presentCaseUpdate(row: typeof donationCaseUpdates.$inferSelect): CaseUpdate {
  return {
    _id: row.id,
    donationCaseId: row.donationCaseId,
    title: row.title,
    body: row.body,
    postedAt: row.postedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
