import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), ok: z.boolean() }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The process is up and answering. */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

export const READINESS_CHECKS = ['database', 'migrations', 'storage'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/**
 * Whether this process can serve: the database answers, every bundled migration is applied, and
 * uploads can be stored. `failed` names the checks that did not hold; nothing else is said of why.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.object({ ok: z.boolean() }),
    /** `applied`: of the bundled migrations, how many the database has (null: not known). */
    migrations: z.object({
      ok: z.boolean(),
      applied: z.number().int().nullable(),
      bundled: z.number().int(),
    }),
    storage: z.object({ ok: z.boolean() }),
  }),
  failed: z.array(z.enum(READINESS_CHECKS)),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
