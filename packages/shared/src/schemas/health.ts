import { z } from 'zod';

/** What the supervision reads of the service's state (GET /health), healthy or degraded. */
const details = {
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), current: z.boolean() }),
  sms: z.object({
    provider: z.string(),
    backlog: z.number().int().describe('SMS en attente d’envoi'),
    oldestPendingSeconds: z.number().int().nullable().describe('âge du plus ancien SMS en attente, en secondes'),
  }),
};

export const healthOkSchema = z.object({ status: z.literal('success'), state: z.literal('ok'), ...details });
export const healthDegradedSchema = z.object({
  status: z.literal('error'),
  msg: z.string(),
  requestId: z.string(),
  state: z.literal('degraded'),
  ...details,
});
