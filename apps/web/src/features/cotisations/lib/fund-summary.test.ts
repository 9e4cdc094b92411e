import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ledgerSummary, withdrawalSummary } from './fund-summary';

const NNBSP = '\u202f';

describe('fund list summaries', () => {
  it('counts members of the year, with the page once there is more than one', () => {
    assert.equal(ledgerSummary({ total: 1, year: 2026, q: '', page: 1 }), '1 membre · année 2026');
    assert.equal(ledgerSummary({ total: 0, year: 2026, q: '', page: 1 }), '0 membre · année 2026');
    assert.equal(ledgerSummary({ total: 10, year: 2026, q: '', page: 1 }), '10 membres · année 2026');
    assert.equal(ledgerSummary({ total: 11, year: 2025, q: '', page: 2 }), '11 membres · année 2025 · page 2 sur 2');
    assert.equal(
      ledgerSummary({ total: 1250, year: 2026, q: '', page: 3 }),
      `1${NNBSP}250 membres · année 2026 · page 3 sur 125`,
    );
  });

  it('counts the results of a search', () => {
    assert.equal(ledgerSummary({ total: 1, year: 2026, q: 'Ngo', page: 1 }), '1 résultat pour «\u00a0Ngo\u00a0»');
    assert.equal(ledgerSummary({ total: 3, year: 2026, q: 'bloc', page: 1 }), '3 résultats pour «\u00a0bloc\u00a0»');
  });

  it('counts withdrawals of every year, or those matching the search', () => {
    assert.equal(withdrawalSummary({ count: 1, search: '', page: 1 }), '1 sortie, toutes années confondues');
    assert.equal(
      withdrawalSummary({ count: 21, search: '', page: 3 }),
      '21 sorties, toutes années confondues · page 3 sur 3',
    );
    assert.equal(withdrawalSummary({ count: 0, search: 'puits', page: 1 }), '0 sortie pour «\u00a0puits\u00a0»');
  });
});
