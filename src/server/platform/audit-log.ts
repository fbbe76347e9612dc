import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '#contracts/audit.ts';
import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { addressNetwork } from './address-network.ts';
import type { Viewer } from './auth.ts';

/** Who made a request the audit log records: the signed-in member or a visitor, and their network. */
export interface AuditSource {
  actor: Pick<Viewer, 'id' | 'username'> | null;
  clientNetwork: string | null;
}

/** The source of a request, its address cut to its network (never kept whole). */
export const auditSource = (
  request: FastifyRequest,
  actor: Pick<Viewer, 'id' | 'username'> | null,
): AuditSource => ({ actor, clientNetwork: addressNetwork(request.ip) });

/**
 * Records a sensitive read or an account-wide action. A write passes its transaction, so the
 * record lands with the change; a read records before it answers, so nothing is shown unrecorded.
 */
export async function recordAudit(
  db: Database | Transaction,
  source: AuditSource,
  action: AuditAction,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    actorId: source.actor?.id ?? null,
    actorUsername: source.actor?.username ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
    clientNetwork: source.clientNetwork,
  });
}
