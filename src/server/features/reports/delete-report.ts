import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/** Deletes a report, keeping its reason in the moderation log. */
export async function deleteReport(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  reportId: string,
) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reports)
      .where(eq(reports.id, reportId))
      .returning({ id: reports.id, reason: reports.reason });
    if (row) {
      await logModeration(
        tx,
        viewer,
        'report.delete',
        { type: 'report', id: row.id },
        { reason: row.reason },
      );
    }
    return row;
  });
  if (!deleted) throw notFound('Report not found');
  await services.events.emit('report.deleted', { reportId: deleted.id });
}
