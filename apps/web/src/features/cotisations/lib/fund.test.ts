import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROLE_CODES } from '@quartier/shared';
import { exits, FUND_LABELS, fundAccess, monthNumber, MONTHS, paidMonths, parseCategory, requestState } from './fund';
import { addRefusal, balancePeriod, OFFICERS_ONLY, STAFF_ONLY } from './fund-words';

describe('fund page address and labels', () => {
  it("reads ?categorie=, 'cotisation' for anything but 'sorties'", () => {
    assert.equal(parseCategory('sorties'), 'sorties');
    assert.equal(parseCategory('cotisation'), 'cotisation');
    assert.equal(parseCategory(null), 'cotisation');
    assert.equal(parseCategory('SORTIES'), 'cotisation');
    assert.equal(parseCategory(''), 'cotisation');
  });

  it('names the Excel files as the spec fixes them', () => {
    assert.equal(FUND_LABELS[3].exportFileName(2026), 'Cotisation Mensuelle 2026.xlsx');
    assert.equal(FUND_LABELS[3].exportFileName(2026, 'sorties'), 'Sorties Cotisation Mensuelle 2026.xlsx');
    assert.equal(FUND_LABELS[1].exportFileName(2025), 'fond de solidarite 2025.xlsx');
    assert.equal(FUND_LABELS[1].exportFileName(2025, 'sorties'), 'Sorties fond de solidarite 2025.xlsx');
  });

  it('has twelve months with their abbreviations', () => {
    assert.equal(MONTHS.length, 12);
    assert.deepEqual(MONTHS[0], { number: 1, name: 'Janvier', short: 'Janv.' });
    assert.deepEqual(MONTHS[11], { number: 12, name: 'Décembre', short: 'Déc.' });
  });

  it('finds a month number from its French name, exactly as written', () => {
    assert.equal(monthNumber('Janvier'), 1);
    assert.equal(monthNumber('Août'), 8);
    assert.equal(monthNumber('août'), null);
    assert.equal(monthNumber(''), null);
    assert.equal(monthNumber(null), null);
    assert.equal(monthNumber(undefined), null);
  });
});

describe('fundAccess (rulings R4)', () => {
  const staff = ROLE_CODES.filter((code) => code !== 'membre');

  it('lets every officer record and export, and nobody else', () => {
    for (const code of staff) {
      const access = fundAccess(code);
      assert.equal(access.canAddContribution, true, code);
      assert.equal(access.canExport, true, code);
      assert.equal(access.canReadRequests, true, code);
      assert.equal(access.readOnly, false, code);
    }
    for (const code of ['membre', null] as const) {
      assert.deepEqual(fundAccess(code), {
        canAddContribution: false,
        canExport: false,
        canRequestWithdrawal: false,
        canRequestModification: false,
        canReadRequests: false,
        canRemind: false,
        readOnly: true,
      });
    }
  });

  it('lets the Président and the Secrétaire ask for withdrawals; only the Secrétaire modifies and reminds', () => {
    const byRole = Object.fromEntries(ROLE_CODES.map((code) => [code, fundAccess(code)]));
    assert.deepEqual(
      ROLE_CODES.filter((code) => byRole[code]!.canRequestWithdrawal),
      ['president', 'secretaire'],
    );
    assert.deepEqual(
      ROLE_CODES.filter((code) => byRole[code]!.canRequestModification),
      ['secretaire'],
    );
    assert.deepEqual(
      ROLE_CODES.filter((code) => byRole[code]!.canRemind),
      ['secretaire'],
    );
  });

  it("explains why 'Ajouter' is refused", () => {
    assert.equal(addRefusal(fundAccess('membre'), 'cotisation'), STAFF_ONLY);
    assert.equal(addRefusal(fundAccess('membre'), 'sorties'), STAFF_ONLY);
    assert.equal(addRefusal(fundAccess('tresorier'), 'cotisation'), null);
    assert.equal(addRefusal(fundAccess('tresorier'), 'sorties'), OFFICERS_ONLY);
    assert.equal(addRefusal(fundAccess('president'), 'sorties'), null);
    assert.equal(addRefusal(fundAccess('secretaire'), 'sorties'), null);
  });
});

describe('ledger rows', () => {
  it('maps the latest request of a line to its icon state', () => {
    assert.equal(requestState('En cours'), 'pending');
    assert.equal(requestState('Valide'), 'open');
    assert.equal(requestState('Rejetee'), 'none');
    assert.equal(requestState('Expiree'), 'none');
    assert.equal(requestState(null), 'none');
  });

  it('states the period of a balance: every year on the solidarity fund (rulings R7)', () => {
    assert.equal(balancePeriod(1, 2026), 'toutes années');
    assert.equal(balancePeriod(3, 2026), '2026');
  });

  it('rounds exits to the nearest 5 francs', () => {
    assert.equal(exits(0), 0);
    assert.equal(exits(12), 10);
    assert.equal(exits(13), 15);
    assert.equal(exits(10977502), 10977500);
    assert.equal(exits(-3), -5);
  });

  it('lists the months that hold money, negative corrections included', () => {
    assert.deepEqual(paidMonths({ mois: [500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1000] }), [1, 12]);
    assert.deepEqual(paidMonths({ mois: [0, -200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }), [2]);
    assert.deepEqual(paidMonths({ mois: new Array(12).fill(0) }), []);
  });
});
