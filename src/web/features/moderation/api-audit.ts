import type { AuditAction, AuditEntry } from '#contracts/audit.ts';
import { AUDIT_PAGE_SIZE } from '#contracts/audit.constants.ts';
import * as audit from '#contracts/audit.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { moderationKeys } from './api-cache.ts';
import { usePagedList } from './api-paged-list.ts';

/** The audit log for admins, newest first, a page at a time; `all` or one action. */
export function useAuditEntries(action: AuditAction | 'all') {
  return usePagedList<AuditEntry>(
    moderationKeys.audit(action),
    AUDIT_PAGE_SIZE,
    async (startIndex, signal) => {
      const { entries, totalEntries } = await call(audit.list, {
        query: { action, startIndex, limit: AUDIT_PAGE_SIZE },
        signal,
      });
      return { items: entries, total: totalEntries };
    },
  );
}
