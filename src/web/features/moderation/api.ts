/**
 * The moderation feature's requests: the dashboard's overview, the content it manages (posts,
 * comments, reports), the people (users, bans, publisher requests), narrative approvals and
 * takedown requests, and the audit log of sensitive reads.
 * Other features and pages import from here only.
 */
export { moderationKeys, type CommentsScope, type Page, type UsersFilters } from './api-cache.ts';
export * from './api-audit.ts';
export * from './api-content.ts';
export * from './api-overview.ts';
export * from './api-requests.ts';
export * from './api-takedowns.ts';
export * from './api-users.ts';
