export const REPORT_TARGET_TYPES = ['post', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_STATUSES = ['pending', 'reviewed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
