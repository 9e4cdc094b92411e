import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runningTotals } from './running-totals';

describe('runningTotals', () => {
  it('adds month by month what came in and went out', () => {
    assert.deepEqual(
      runningTotals(
        [
          { mois: 1, totalAmount: 10000 },
          { mois: 3, totalAmount: 2500 },
        ],
        [{ mois: 2, totalAmount: 4000 }],
        4,
      ),
      [
        { mois: 1, entrees: 10000, sorties: 0, solde: 10000 },
        { mois: 2, entrees: 10000, sorties: 4000, solde: 6000 },
        { mois: 3, entrees: 12500, sorties: 4000, solde: 8500 },
        { mois: 4, entrees: 12500, sorties: 4000, solde: 8500 },
      ],
    );
  });

  it('goes below zero when more went out than came in', () => {
    assert.deepEqual(runningTotals([], [{ mois: 1, totalAmount: 750 }], 1), [
      { mois: 1, entrees: 0, sorties: 750, solde: -750 },
    ]);
  });

  it('stops at the last month and ignores the months after it', () => {
    const rows = runningTotals([{ mois: 12, totalAmount: 999 }], [], 11);
    assert.equal(rows.length, 11);
    assert.deepEqual(rows.at(-1), { mois: 11, entrees: 0, sorties: 0, solde: 0 });
  });

  it('gives no row for a year that has not begun, and zeros for an empty one', () => {
    assert.deepEqual(runningTotals([{ mois: 1, totalAmount: 5 }], [], 0), []);
    assert.deepEqual(
      runningTotals([], [], 12).map((row) => row.solde),
      new Array(12).fill(0),
    );
  });

  it('keeps large sums exact', () => {
    const months = Array.from({ length: 12 }, (_, index) => ({ mois: index + 1, totalAmount: 10977500 }));
    assert.equal(runningTotals(months, [], 12).at(-1)?.entrees, 131730000);
  });
});
