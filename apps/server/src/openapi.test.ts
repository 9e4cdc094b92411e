import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES, ROUTE_ACCESS, routeKeyOf, type RouteId } from '@quartier/shared';
import { build, suiteCleanup } from './test/helpers.js';

/**
 * The API description at /api/docs is what a client generator reads (issue 21): each operation
 * needs a stable, unique operationId, or generated clients get names made up from paths that
 * change whenever a path does, and two equal names overwrite each other.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation {
  key: string;
  operationId: unknown;
}

let operations: Operation[] = [];
const cleanup = suiteCleanup();

before(async () => {
  const h = await build(cleanup, { demo: false });
  const res = await h.request<{ openapi: string; paths: Record<string, Record<string, { operationId?: unknown }>> }>(
    'GET',
    '/docs/json',
  );
  assert.equal(res.status, 200);
  assert.match(res.body.openapi, /^3\./);
  operations = Object.entries(res.body.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      // Same spelling as the permission matrix: no /api prefix, :param instead of {param}.
      key: `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '').replace(/\{([^}]+)\}/g, ':$1')}`,
      operationId: item[method]!.operationId,
    })),
  );
});

function operationOf(operationId: string): Operation | undefined {
  return operations.find((operation) => operation.operationId === operationId);
}

describe('operationId of every route in /api/docs (issue 21)', () => {
  it('gives every operation a lowerCamelCase operationId', () => {
    assert.ok(operations.length >= 50, `${operations.length} opérations seulement dans /api/docs/json`);
    const missing = operations.filter((operation) => typeof operation.operationId !== 'string').map((o) => o.key);
    assert.deepEqual(missing, [], 'opérations sans operationId');
    const badlyNamed = operations
      .filter((operation) => !/^[a-z][a-zA-Z0-9]*$/.test(String(operation.operationId)))
      .map((operation) => `${operation.key}: ${String(operation.operationId)}`);
    assert.deepEqual(badlyNamed, [], 'operationId hors lowerCamelCase');
  });

  it('never gives two operations the same operationId', () => {
    const byId = new Map<string, string[]>();
    // Missing ones are the test above's business.
    for (const { key, operationId } of operations)
      if (typeof operationId === 'string') byId.set(operationId, [...(byId.get(operationId) ?? []), key]);
    const shared = [...byId].filter(([, keys]) => keys.length > 1);
    assert.deepEqual(shared, [], 'operationId partagés');
  });

  it('names the spec’s calls by the spec’s names', () => {
    const expected: Record<string, string> = {
      login: 'POST /auth/login',
      logout: 'POST /auth/logout',
      confirmAccount: 'PUT /auth/confirmAccount/:token',
      forgotPassword: 'PUT /auth/forgotPassword',
      register: 'POST /auth/register',
      updateUser: 'PUT /auth/updateUser/:id',
      getUser: 'GET /user/getUser/:id',
      demandeSortie: 'POST /cotisation/demandeSortie',
      getTransactions: 'GET /cotisation/getTransactions/:caisse/:year',
      exportExcel: 'GET /cotisation/exportExcel/:year/:caisse/:scope/:format',
      newNotification: 'POST /cotisation/newNotification',
      downloadStatus: 'GET /cotisation/downloadStatus',
      downloadReglement: 'GET /cotisation/downloadReglement',
      userContributions: 'GET /stats/userContributions/:category/:year/:memberId',
      // Issue 22 names it.
      createAssociation: 'POST /associations/creation/:jeton',
    };
    for (const [operationId, key] of Object.entries(expected))
      assert.equal(operationOf(operationId)?.key, key, `operationId ${operationId}`);
  });

  it('lists the routes of several associations: listMyAssociations and switchAssociation', () => {
    assert.equal(operationOf('listMyAssociations')?.key, 'GET /associations/mine', 'operationId listMyAssociations');
    assert.equal(
      operationOf('switchAssociation')?.key,
      'POST /auth/switchAssociation',
      'operationId switchAssociation',
    );
  });

  it('describes every route of the permission matrix, and only those', () => {
    const documented = new Set(operations.map((operation) => operation.key));
    const undocumented = Object.keys(ROUTE_ACCESS).filter((key) => !documented.has(key));
    assert.deepEqual(undocumented, [], 'routes de la matrice absentes de /api/docs');
    const outsideMatrix = [...documented].filter((key) => !(key in ROUTE_ACCESS));
    assert.deepEqual(outsideMatrix, [], 'opérations de /api/docs hors de la matrice');
  });

  // Issue 23 (ADR 0024): the server registers each route from the contract, so each operation of
  // the description is a contract route under its own key, at its own method and path.
  it('documents each route of the contract under its key, at its method and path', () => {
    const ids = Object.keys(ROUTES) as RouteId[];
    assert.equal(operations.length, ids.length, 'autant d’opérations que de routes du contrat');
    const misplaced = ids.filter((id) => operationOf(id)?.key !== routeKeyOf(id));
    assert.deepEqual(misplaced, [], 'routes du contrat absentes ou ailleurs dans /api/docs');
  });
});
