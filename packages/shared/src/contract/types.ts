import type { z } from 'zod';
import type { RouteId } from './routes.js';

/**
 * The shapes of one route (issue 23, ADR 0024), in Fastify's schema words so the server hands
 * them over as they are: params, querystring, body and the answer per status. A file answer
 * (ROUTES[id].answer === 'file') has no response schema.
 */
export interface RouteSchemas {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly response?: Readonly<Record<number, z.ZodType>>;
  /** [] for a route OpenAPI must show without the bearer token (public downloads). */
  readonly security?: readonly [];
}

/** One area's part of the contract: any of the routes, each with its shapes. */
export type AreaSchemas = Partial<Record<RouteId, RouteSchemas>>;
