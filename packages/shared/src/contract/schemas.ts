import type { RouteId } from './routes.js';
import type { RouteSchemas } from './types.js';
import { approvalsSchemas } from './areas/approvals.js';
import { associationSchemas } from './areas/association.js';
import { authSchemas } from './areas/auth.js';
import { bureauSchemas } from './areas/bureau.js';
import { documentsSchemas } from './areas/documents.js';
import { healthSchemas } from './areas/health.js';
import { journalSchemas } from './areas/journal.js';
import { ledgerSchemas } from './areas/ledger.js';
import { membersSchemas } from './areas/members.js';
import { notificationsSchemas } from './areas/notifications.js';
import { receiptsSchemas } from './areas/receipts.js';
import { reportSchemas } from './areas/report.js';
import { statsSchemas } from './areas/stats.js';

/**
 * The API contract, part two: the shapes of every route of ROUTES, under the same key. tsc fails
 * when a route of ROUTES has no entry here, and the server cannot register a route without one.
 */
export const ROUTE_SCHEMAS = {
  ...approvalsSchemas,
  ...associationSchemas,
  ...authSchemas,
  ...bureauSchemas,
  ...documentsSchemas,
  ...healthSchemas,
  ...journalSchemas,
  ...ledgerSchemas,
  ...membersSchemas,
  ...notificationsSchemas,
  ...receiptsSchemas,
  ...reportSchemas,
  ...statsSchemas,
} as const satisfies Record<RouteId, RouteSchemas>;

export type ContractSchemas = typeof ROUTE_SCHEMAS;
