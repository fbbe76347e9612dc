import { eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '#contracts/audit.ts';
import { auditLog } from '../../db/schema.ts';
import { newestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';

/** A page of the audit log, newest first (the id breaks ties), and how many entries match. */
export async function listAuditEntries(
  { db }: Pick<Services, 'db'>,
  query: { action: AuditAction | 'all'; startIndex: number; limit: number },
) {
  const where = query.action === 'all' ? undefined : eq(auditLog.action, query.action);
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: db.select().from(auditLog).$dynamic(),
      of: auditLog,
      where,
      order: newestFirst(auditLog.createdAt, auditLog.id),
    },
    query,
  );
  return {
    entries: rows.map((row): AuditEntry => ({
      _id: row.id,
      action: row.action as AuditAction,
      actor: row.actorUsername === null ? null : { _id: row.actorId, username: row.actorUsername },
      target: { type: row.targetType, _id: row.targetId },
      details: row.details,
      clientNetwork: row.clientNetwork,
      createdAt: row.createdAt.toISOString(),
    })),
    totalEntries: total,
  };
}
