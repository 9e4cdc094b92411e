import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { doualaMonthYear } from '@quartier/shared';
import { captureQueries, describePlan, hotRoutes, planOf, seqScannedTables } from '../../db/query-plans.js';
import { seedBench } from '../../db/seed/bench.js';
import { DEMO_LOGINS } from '../../db/seed/demo.js';
import { build, type Harness, suiteCleanup } from '../../test/helpers.js';

/**
 * The shape of the plans behind the hot routes (issue 9), on an association large enough for
 * the planner to choose between a sequential scan and an index: no route may read the whole
 * contributions table. Speed itself is measured by `npm run bench`, never here.
 */
const cleanup = suiteCleanup();
let h: Harness;
let token: string;

before(async () => {
  h = await build(cleanup, { demo: false });
  // Statistics and visibility map are refreshed by the seed (vacuum analyze).
  await seedBench(h.db, { members: 400, years: 3, now: h.clock.now() });
  token = await h.login(DEMO_LOGINS.secretaire);
});

describe('plans of the hot routes on a large association', () => {
  it('read contributions through an index, never by a sequential scan of transactions', async () => {
    const year = doualaMonthYear(h.clock.now()).year;
    const offenders: string[] = [];
    for (const route of hotRoutes(year, 3)) {
      let status = 0;
      const queries = await captureQueries(h.db, async () => {
        const response = await fetch(`${h.base}${route.url}`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        status = response.status;
      });
      assert.equal(status, 200, `${route.url} répond ${status}`);
      assert.ok(queries.length > 0, `${route.url} : aucune requête capturée`);
      for (const query of queries) {
        const plan = await planOf(h.db, query);
        if (seqScannedTables(plan).includes('transactions'))
          offenders.push(`${route.title} — ${describePlan(plan)}\n    ${query.sql}`);
      }
    }
    assert.deepEqual(offenders, [], `parcours séquentiels de transactions :\n${offenders.join('\n')}`);
  });
});
