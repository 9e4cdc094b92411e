import { ROUTES, ROUTE_SCHEMAS, type ContractSchemas, type RouteId } from '@quartier/shared';

type Routes = typeof ROUTES;
type Declared = keyof ContractSchemas & RouteId;

/**
 * A route of the contract as Fastify registers it (issue 23, ADR 0024): method, path, its shapes
 * (params, querystring, body, answers: validated in, serialized and checked out) and its
 * operationId. A module adds only what the server alone knows: its config and the handler.
 *
 *   app.route({ ...endpoint('createTransaction'), handler: async (request) => ... })
 */
export function endpoint<Id extends Declared>(id: Id) {
  return {
    method: ROUTES[id].method,
    url: ROUTES[id].path,
    schema: { operationId: id, ...ROUTE_SCHEMAS[id] },
  } as {
    method: Routes[Id]['method'];
    url: Routes[Id]['path'];
    schema: ContractSchemas[Id] & { operationId: Id };
  };
}
