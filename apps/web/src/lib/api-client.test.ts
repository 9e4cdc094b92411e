import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addressOf, type Answer, type CallInput } from './api-client';

describe('addressOf: a call of the contract as an address under /api', () => {
  it('fills the path params and writes the query, leaving out empty values', () => {
    assert.equal(
      addressOf('getTransactions', { params: { caisse: 3, year: 2026 }, query: { page: 2, pageSize: 10, q: '' } }),
      '/cotisation/getTransactions/3/2026?page=2&pageSize=10',
    );
    assert.equal(
      addressOf('getTransactions', { params: { caisse: 1, year: 2025 }, query: { q: 'Ngo Biyong' } }),
      '/cotisation/getTransactions/1/2025?q=Ngo+Biyong',
    );
    assert.equal(addressOf('getCaisseTotals', undefined), '/cotisation/totals');
  });
});

/*
 * What tsc checks (npm run typecheck): the types of a call come from the contract, so a call
 * that sends or reads something the contract does not describe does not compile. Each
 * @ts-expect-error below fails the build the day the contract accepts it.
 */
export const typeChecks = {
  // @ts-expect-error: getTransactions has no param `fund`.
  unknownParam: (): CallInput<'getTransactions'> => ({ params: { fund: 1, year: 2026 } }),
  // @ts-expect-error: a contribution's amount is a number of francs, not text.
  textAmount: (): CallInput<'createTransaction'> => ({ body: { idUser: 1, montant: '500', cotisation: 3 } }),
  // @ts-expect-error: the totals answer has no field `totaux`.
  unknownField: (answer: Answer<'getCaisseTotals'>) => answer.totaux,
  knownField: (answer: Answer<'getCaisseTotals'>): Array<[string, number]> => answer.totals,
};
