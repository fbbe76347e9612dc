import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from './common.ts';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE } from './audit.constants.ts';

export * from './audit.constants.ts';

/** `GET /api/audit`: newest first, all actions or one. */
export const auditQuerySchema = pageQuerySchema(AUDIT_PAGE_SIZE).extend({
  action: z
    .enum(['all', ...AUDIT_ACTIONS], { message: `action must be all, ${AUDIT_ACTIONS.join(', ')}` })
    .default('all'),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One entry as admins read it: who (null: a visitor), what, when, and from which network. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ _id: z.string().nullable(), username: z.string() }).nullable(),
  target: z.object({ type: z.string(), _id: z.string() }),
  details: z.record(z.string(), z.unknown()),
  clientNetwork: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = listResponseSchema('entries', auditEntrySchema, ['totalEntries']);
export type AuditList = z.infer<typeof auditListSchema>;
