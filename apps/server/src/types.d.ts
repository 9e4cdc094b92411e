import type { AccessRule } from '@quartier/shared';
import type { AppContext, AuthContext } from './context.js';
import type { Computation, ReadCache } from './lib/read-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    readCache: ReadCache;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The association named by the address (header x-association) of an anonymous request, if any. */
    namedAssociationId: number | null;
    readCacheComputation: Computation | null;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The JSON answer may be kept in memory for the same caller until the next change (lib/read-cache.ts). */
    cacheable?: boolean;
  }
}
