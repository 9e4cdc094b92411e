import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROUTES, ROUTE_SCHEMAS, pathOf, type RouteDefinition, type RouteId } from '@quartier/shared';
import { endpoint } from './contract.js';

/**
 * The contract is the only description of an answer (issue 23, ADR 0024): the web app trusts the
 * types it derives from it, so an answer the contract does not describe must never leave the
 * server. Fastify's serializer checks each answer against the route's schema; these tests hold
 * that guard to its word on a route registered through endpoint(), with no database.
 */
async function serving(answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The handler's type is the contract's; the test sends what a faulty service might return.
  app.route({ ...endpoint('getCaisseTotals'), handler: async () => answer as never });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: ROUTES.getCaisseTotals.path });
  await app.close();
  return response;
}

describe('API contract (issue 23)', () => {
  it('sends an answer that matches the contract', async () => {
    const answer = {
      status: 'success',
      totals: [
        ['Fond de solidarité', 15_000],
        ['Inscriptions', 10_000],
        ['Cotisation Mensuelle', 0],
      ],
    };
    const response = await serving(answer);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), answer);
  });

  it('refuses to send an answer the contract does not describe: a renamed field, a wrong type', async () => {
    const others = [
      ['Inscriptions', 10_000],
      ['Cotisation Mensuelle', 0],
    ];
    for (const answer of [
      { status: 'success', totaux: [['Fond de solidarité', 15_000], ...others] },
      { status: 'success', totals: [['Fond de solidarité', '15000'], ...others] },
      { status: 'success', totals: [['Fond de solidarité', 1.5], ...others] },
      { status: 'success', totals: [['Fond de solidarité', 15_000]] },
    ]) {
      const response = await serving(answer);
      assert.equal(response.statusCode, 500, JSON.stringify(answer));
      assert.doesNotMatch(response.body, /15000|1\.5/, 'rien de la réponse fautive ne part');
    }
  });

  it('has the shapes of every route, and an answer schema for every JSON route', () => {
    const ids = Object.keys(ROUTES) as RouteId[];
    const schemas = ROUTE_SCHEMAS as Partial<Record<RouteId, { response?: Record<number, unknown> }>>;
    assert.deepEqual(
      ids.filter((id) => !schemas[id]),
      [],
      'routes sans forme',
    );
    const routes: Record<RouteId, RouteDefinition> = ROUTES;
    assert.deepEqual(
      ids.filter(
        (id) => routes[id].answer !== 'file' && !(schemas[id]?.response?.[200] ?? schemas[id]?.response?.[201]),
      ),
      [],
      'routes JSON sans réponse décrite',
    );
  });

  it('builds the path of a call from its params, each one encoded', () => {
    assert.equal(pathOf('getTransactions', { caisse: 1, year: 2026 }), '/cotisation/getTransactions/1/2026');
    assert.equal(pathOf('confirmAccount', { token: 'a/b c' }), '/auth/confirmAccount/a%2Fb%20c');
    assert.throws(() => pathOf('getUser', {}), /Paramètre id manquant/);
  });
});
