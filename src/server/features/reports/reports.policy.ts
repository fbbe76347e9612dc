import { REPORT_MESSAGES } from '#contracts/reports.ts';
import { canFileReports, canManageReports, canReport } from '#contracts/policies/reports.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';

/** A visitor (or an expired session) is asked to sign in, in the report dialog's words. */
export function authorizeReporting(viewer: Viewer | null): asserts viewer is Viewer {
  if (!canFileReports(viewer)) throw unauthorized(REPORT_MESSAGES.signInRequired);
}

export function authorizeReportOn(viewer: Viewer, content: { userId: string }) {
  if (!canReport(viewer, content)) throw forbidden(REPORT_MESSAGES.ownContent);
}

export function authorizeReportManagement(viewer: Viewer) {
  if (!canManageReports(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}
