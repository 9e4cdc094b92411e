import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Withdrawal } from '@quartier/shared';
import {
  initialDraft,
  validateDraft,
  withdrawalRequest,
  withdrawalServerErrors,
  withdrawalUpdate,
  type WithdrawalDraft,
} from './withdrawal-form';

/** 4 December 2026 in Douala: the draft's recovery date (31 December) is to come. */
const NOW = new Date('2026-12-04T10:00:00Z');
const ok = (value: number) => ({ ok: true as const, value });
const bad = (msg: string) => ({ ok: false as const, msg });
const draft = (change: Partial<WithdrawalDraft> = {}): WithdrawalDraft => ({
  type: '1',
  texte: '  Décès d’un parent  ',
  montant: '25 000',
  transport: '5 000',
  delai: '2026-12-31',
  ...change,
});

describe('withdrawal draft', () => {
  it('starts empty, with no transport on the solidarity fund', () => {
    assert.deepEqual(initialDraft(null, true), { type: '', texte: '', montant: '', transport: '0', delai: '' });
    assert.deepEqual(initialDraft(null, false), { type: '', texte: '', montant: '', transport: '', delai: '' });
  });

  it('starts from the withdrawal being edited', () => {
    const editing = {
      type: '2',
      libelle: null,
      motif: 'Hospitalisation',
      montant: 1250000,
      transport: 0,
      delai_recouvrement: '2026-08-01T00:00:00.000Z',
    } as unknown as Withdrawal;
    assert.deepEqual(initialDraft(editing, true), {
      type: '2',
      texte: 'Hospitalisation',
      montant: '1\u202f250\u202f000',
      transport: '0',
      delai: '2026-08-01',
    });
  });
});

describe('validateDraft', () => {
  it('accepts a complete solidarity withdrawal', () => {
    assert.deepEqual(
      validateDraft(draft(), { solidarity: true, montant: ok(25000), transport: ok(5000), now: NOW }),
      {},
    );
  });

  it('refuses a recovery date already gone in Douala, unless it is the edited withdrawal’s own', () => {
    const readings = { solidarity: true, montant: ok(25000), transport: ok(0) };
    const pastError = { delai: 'Le délai de recouvrement ne peut pas être une date passée.' };
    assert.deepEqual(validateDraft(draft({ delai: '2026-12-03' }), { ...readings, now: NOW }), pastError);
    assert.deepEqual(validateDraft(draft({ delai: '2026-12-04' }), { ...readings, now: NOW }), {});
    // 23:30 UTC on the 4th is already the 5th in Douala (UTC+1).
    const lateEvening = new Date('2026-12-04T23:30:00Z');
    assert.deepEqual(validateDraft(draft({ delai: '2026-12-04' }), { ...readings, now: lateEvening }), pastError);
    assert.deepEqual(
      validateDraft(draft({ delai: '2026-08-01' }), { ...readings, now: NOW, stored: '2026-08-01' }),
      {},
      'an older request edited for its amount keeps its passed date',
    );
    assert.deepEqual(
      validateDraft(draft({ delai: '2026-09-01' }), { ...readings, now: NOW, stored: '2026-08-01' }),
      pastError,
    );
  });

  it('names every missing field, with the word of the fund', () => {
    assert.deepEqual(
      validateDraft(draft({ type: '', texte: '  ', transport: ' ', delai: '' }), {
        solidarity: true,
        montant: bad('Le montant est obligatoire.'),
        transport: bad('ignoré'),
      }),
      {
        type: 'Choisissez le type.',
        texte: 'Le motif est obligatoire.',
        montant: 'Le montant est obligatoire.',
        transport: 'Le transport est obligatoire (0 s’il n’y en a pas).',
        delai: 'Le délai de recouvrement est obligatoire.',
      },
    );
    assert.deepEqual(validateDraft(draft({ texte: '' }), { solidarity: false, montant: ok(1), transport: bad('x') }), {
      texte: 'Le libellé est obligatoire.',
    });
  });

  it('refuses a text over 300 characters, spaces around not counted', () => {
    const readings = { solidarity: false, montant: ok(1), transport: ok(0) };
    assert.deepEqual(validateDraft(draft({ texte: ` ${'a'.repeat(300)} ` }), readings), {});
    assert.deepEqual(validateDraft(draft({ texte: 'a'.repeat(301) }), readings), {
      texte: 'Le libellé ne doit pas dépasser 300 caractères.',
    });
  });

  it('gives the transport reading its own message', () => {
    assert.deepEqual(
      validateDraft(draft(), {
        solidarity: true,
        montant: ok(1),
        transport: bad('Le transport doit être positif.'),
        now: NOW,
      }),
      { transport: 'Le transport doit être positif.' },
    );
  });
});

describe('withdrawal requests', () => {
  it('sends a monthly withdrawal with its label, without transport nor member', () => {
    assert.deepEqual(
      withdrawalRequest(3, draft({ type: 'Travaux', texte: ' Caniveau ' }), {
        montant: 500,
        transport: 0,
        idMembre: 4,
      }),
      { cotisationId: 3, type: 'Travaux', libelle: 'Caniveau', montant: 500 },
    );
  });

  it('sends a solidarity withdrawal with its member only when one is picked', () => {
    assert.deepEqual(withdrawalRequest(1, draft(), { montant: 25000, transport: 5000, idMembre: 4 }), {
      cotisationId: 1,
      type: '1',
      motif: 'Décès d’un parent',
      delai: '2026-12-31',
      transport: 5000,
      montant: 25000,
      idMembre: 4,
    });
    assert.equal('idMembre' in withdrawalRequest(1, draft(), { montant: 1, transport: 0, idMembre: null }), false);
  });

  it('sends an edit under the names of the update routes', () => {
    assert.deepEqual(withdrawalUpdate(1, 9, draft(), { montant: 25000, transport: 5000 }), {
      caisse: 1,
      id: 9,
      body: {
        type: '1',
        motif: 'Décès d’un parent',
        delai_recouvrement: '2026-12-31',
        transport: 5000,
        montant: 25000,
      },
    });
    assert.deepEqual(withdrawalUpdate(3, 9, draft({ type: 'Sport' }), { montant: 800, transport: 0 }), {
      caisse: 3,
      id: 9,
      body: { type: 'Sport', libelle: 'Décès d’un parent', montant: 800 },
    });
  });

  it("puts the server's errors on the form's fields", () => {
    assert.deepEqual(
      withdrawalServerErrors({ motif: 'Trop long.', delai_recouvrement: 'Date passée.', idMembre: 'Inconnu.' }),
      {
        type: undefined,
        texte: 'Trop long.',
        montant: undefined,
        transport: undefined,
        delai: 'Date passée.',
        membre: 'Inconnu.',
      },
    );
  });
});
