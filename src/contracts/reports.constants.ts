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

/** Reports come ten to a page in the dashboard (the spec). */
export const REPORTS_PAGE_SIZE = 10;

export const REPORT_STATUS_FILTERS = ['pending', 'reviewed', 'all'] as const;

export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];
