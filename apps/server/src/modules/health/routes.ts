import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.literal('success'),
  database: z.enum(['pglite', 'postgres']),
  smsBacklog: z.number().int(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['exploitation'],
        summary: 'État du serveur pour la supervision',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'success' as const, database: app.ctx.dbKind, smsBacklog: await app.ctx.sms.backlog() };
    },
  );
};

export default healthRoutes;
