import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ledgerShape, memberListShape, requestsShape, transactionShape, withdrawalsShape } from './shapes';

const row = (change: Record<string, unknown> = {}) => ({
  Membre: { id: 7, nom: 'Ngo', prenom: 'Marie', bloc: 'A' },
  Transactions: [],
  mois: [500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  totalMontant: 500,
  totalSortie: 0,
  solde: 500,
  aCompleter: null,
  demandesModifications: null,
  demandeId: null,
  ...change,
});
const ledger = (change: Record<string, unknown> = {}) => ({
  status: 'success',
  annee: 2026,
  total: 1,
  solde: 500,
  totaux: { mois: [500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], totalMontant: 500, totalSortie: 0, sorties: 0, solde: 500 },
  transactions: [row()],
  ...change,
});
const ok = (parser: { safeParse: (data: unknown) => { success: boolean } }, data: unknown) =>
  parser.safeParse(data).success;

describe('ledgerShape', () => {
  it('accepts a year with one row, and an empty year', () => {
    assert.equal(ok(ledgerShape, ledger()), true);
    assert.equal(ok(ledgerShape, ledger({ transactions: [], total: 0 })), true);
  });

  it('accepts a row with a request and an amount to complete', () => {
    assert.equal(
      ok(
        ledgerShape,
        ledger({ transactions: [row({ demandesModifications: 'Valide', demandeId: 3, aCompleter: 49500 })] }),
      ),
      true,
    );
  });

  it('refuses rows with eleven months, a decimal amount or an unknown request state', () => {
    assert.equal(ok(ledgerShape, ledger({ transactions: [row({ mois: new Array(11).fill(0) })] })), false);
    assert.equal(ok(ledgerShape, ledger({ transactions: [row({ solde: 12.5 })] })), false);
    assert.equal(ok(ledgerShape, ledger({ transactions: [row({ demandesModifications: 'Acceptee' })] })), false);
    assert.equal(ok(ledgerShape, ledger({ transactions: [row({ Membre: null })] })), false);
  });

  it('refuses an answer that is not a success or not an object', () => {
    assert.equal(ok(ledgerShape, ledger({ status: 'error' })), false);
    assert.equal(ok(ledgerShape, ledger({ totaux: null })), false);
    assert.equal(ok(ledgerShape, null), false);
    assert.equal(ok(ledgerShape, [ledger()]), false);
  });
});

describe('withdrawalsShape', () => {
  const withdrawal = (change: Record<string, unknown> = {}) => ({
    id: 1,
    type: 'Travaux',
    libelle: null,
    motif: 'Réparation du puits',
    montant: 25000,
    transport: 0,
    delai_recouvrement: null,
    nbr_personnes: null,
    part: null,
    statut: 'En cours',
    motifRefus: null,
    createdAt: '2026-03-05T08:04:00.000Z',
    Membre: { nom: 'Ngo', prenom: 'Marie' },
    validateur: null,
    ...change,
  });

  it('accepts pending and decided withdrawals, and none', () => {
    assert.equal(ok(withdrawalsShape, { status: 'success', sorties: [] }), true);
    assert.equal(
      ok(withdrawalsShape, {
        status: 'success',
        sorties: [withdrawal(), withdrawal({ statut: 'Valide', validateur: { nom: 'Eto' } })],
      }),
      true,
    );
  });

  it("refuses 'Expiree' (a withdrawal is never expired) and a string amount", () => {
    assert.equal(ok(withdrawalsShape, { status: 'success', sorties: [withdrawal({ statut: 'Expiree' })] }), false);
    assert.equal(ok(withdrawalsShape, { status: 'success', sorties: [withdrawal({ montant: '25000' })] }), false);
  });
});

describe('requests, writes and member lists', () => {
  it('checks the request states a withdrawal line uses', () => {
    const demande = { id: 1, cible_id: 4, cotisation: 1, createdAt: '2026-03-05', type: 'sortie', statut: 'Expiree' };
    assert.equal(ok(requestsShape, { status: 'success', demandes: [demande] }), true);
    assert.equal(ok(requestsShape, { status: 'success', demandes: [{ ...demande, type: 'autre' }] }), false);
  });

  it('wants the recorded amount of a transaction as an integer', () => {
    assert.equal(ok(transactionShape, { status: 'success', msg: 'Enregistré', transaction: { montant: 500 } }), true);
    assert.equal(ok(transactionShape, { status: 'success', msg: 'Enregistré', transaction: { montant: 0.5 } }), false);
    assert.equal(ok(transactionShape, { status: 'success', transaction: { montant: 500 } }), false);
  });

  it('checks the fields a member picker shows', () => {
    const member = { id: 7, nom: 'Ngo', prenom: 'Marie', bloc: 'A', statut: 'Actif' };
    assert.equal(ok(memberListShape, { status: 'success', total: 1, members: [member] }), true);
    assert.equal(ok(memberListShape, { status: 'success', total: 0, members: [] }), true);
    assert.equal(ok(memberListShape, { status: 'success', total: 1, members: [{ ...member, bloc: null }] }), false);
  });
});
