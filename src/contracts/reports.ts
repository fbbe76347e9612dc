import { z } from 'zod';

export const REPORT_TARGET_TYPES = ['post', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_STATUSES = ['pending', 'reviewed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGES = {
  reasonRequired: 'Please provide a reason for reporting',
  signInRequired: 'You must be logged in to report',
  ownContent: 'You cannot report your own content',
  alreadyReported: 'You have already reported this content',
} as const;

export const createReportSchema = z.object({
  targetId: z.uuid({ message: 'Invalid target id' }),
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'targetType must be post or comment' }),
  reason: z
    .string({ message: REPORT_MESSAGES.reasonRequired })
    .trim()
    .min(1, REPORT_MESSAGES.reasonRequired)
    .max(1000, 'The reason can be at most 1000 characters'),
});
