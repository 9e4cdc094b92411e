import type { AccessRule } from '@quartier/shared';
import type { AppContext, AuthContext } from './context.js';
import type { HeavyKind, HeavyWork } from './lib/heavy-work.js';
import type { Computation, ReadCache } from './lib/read-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    readCache: ReadCache;
    heavyWork: HeavyWork;
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
    /** Builds or carries a whole file: a bounded number run at once per association (lib/heavy-work.ts). */
    heavy?: HeavyKind;
  }
}
