import type { RouteId } from './routes.js';
import type { RouteSchemas } from './types.js';
import { ledgerSchemas } from './areas/ledger.js';

/**
 * The API contract, part two: the shapes of every route of ROUTES, under the same key. tsc fails
 * when a route of ROUTES has no entry here, and the server cannot register a route without one.
 */
export const ROUTE_SCHEMAS = {
  ...ledgerSchemas,
} as const satisfies Partial<Record<RouteId, RouteSchemas>>;

export type ContractSchemas = typeof ROUTE_SCHEMAS;
