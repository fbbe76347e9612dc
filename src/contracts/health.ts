import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), ok: z.boolean() }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
