import type { AccessRule } from '@quartier/shared';
import type { AppContext, AuthContext } from './context.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
