import { z } from 'zod';
import { limitParam, messageResponseSchema, requiredMultilineText } from './common.ts';
import {
  REPORTS_PAGE_SIZE,
  REPORT_MESSAGES,
  REPORT_STATUSES,
  REPORT_STATUS_FILTERS,
  REPORT_TARGET_TYPES,
} from './reports.constants.ts';

export * from './reports.constants.ts';

export const createReportSchema = z.object({
  targetId: z.uuid({ message: 'Invalid target id' }),
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'targetType must be post or comment' }),
  reason: requiredMultilineText(
    1000,
    REPORT_MESSAGES.reasonRequired,
    'The reason can be at most 1000 characters',
  ),
});
export type NewReport = z.infer<typeof createReportSchema>;

/** A filed report answers its id. */
export const reportFiledResponseSchema = messageResponseSchema.extend({ _id: z.string() });
export type ReportFiled = z.infer<typeof reportFiledResponseSchema>;

/** Admins only mark a report reviewed; there is no way back to pending. */
export const reviewReportSchema = z.object({
  status: z.literal('reviewed', { message: 'status must be reviewed' }),
});

export const reportListQuerySchema = z.object({
  count: z.enum(['true', 'false']).optional(),
  status: z
    .enum(REPORT_STATUS_FILTERS, { message: 'status must be pending, reviewed or all' })
    .default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: limitParam(REPORTS_PAGE_SIZE),
});

/**
 * A report as the admin's list shows it. `targetContent` is what was reported as it is now:
 * `{ title, slug }` for a post, `{ content, parentId, isReply, postId: { _id, slug } }` for a
 * comment, and null (with `targetDeleted`) once the content has been deleted.
 */
export const reportListItemSchema = z.object({
  _id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  targetContent: z.record(z.string(), z.unknown()).nullable(),
  targetDeleted: z.boolean(),
  userId: z.object({ _id: z.string(), username: z.string() }).nullable(),
  contentOwner: z.object({ _id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportListResponseSchema = z.object({
  reports: z.array(reportListItemSchema),
  totalReports: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** `GET /api/report?count=true`: the badge of the dashboard's Reports tab. */
export const pendingReportsCountSchema = z.object({ pendingReports: z.number().int() });
export type PendingReportsCount = z.infer<typeof pendingReportsCountSchema>;

export const reportsResponseSchema = z.union([reportListResponseSchema, pendingReportsCountSchema]);
