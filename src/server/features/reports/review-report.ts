import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/** Marks a report reviewed by the admin, who tells its reporter; answers the report. */
export async function reviewReport(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  reportId: string,
) {
  const reviewed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reports)
      .set({ status: 'reviewed', reviewedById: viewer.id, reviewedAt: new Date() })
      .where(eq(reports.id, reportId))
      .returning({
        id: reports.id,
        reporterId: reports.reporterId,
        targetType: reports.targetType,
      });
    if (row) await logModeration(tx, viewer, 'report.review', { type: 'report', id: row.id });
    return row;
  });
  if (!reviewed) throw notFound('Report not found');
  await services.events.emit('report.reviewed', { actor: viewer, report: reviewed });
  return reviewed;
}
