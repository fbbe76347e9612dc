import { REPORT_MESSAGES, type NewReport } from '#contracts/reports.ts';
import { reports } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { ReportTarget } from './find-report-target.ts';

/** Files the viewer's report on the target and tells the admins; answers the report's id. */
export async function fileReport(
  services: Pick<Services, 'db' | 'events'>,
  viewer: Viewer,
  report: NewReport,
  target: ReportTarget,
): Promise<string> {
  const { targetType, targetId, reason } = report;
  let id: string;
  try {
    const [created] = await services.db
      .insert(reports)
      .values({
        reporterId: viewer.id,
        targetType,
        targetId,
        contentOwnerId: target.userId,
        reason,
      })
      .returning({ id: reports.id });
    id = created!.id;
  } catch (error) {
    // One pending report per reporter and target, kept by a partial unique index.
    if (violatedUniqueConstraint(error) !== null) throw conflict(REPORT_MESSAGES.alreadyReported);
    throw error;
  }
  await services.events.emit('report.filed', {
    actor: viewer,
    report: { id, targetType, postSlug: target.postSlug },
  });
  return id;
}
