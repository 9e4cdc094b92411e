import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { caisseLabel, formatCalendarDay, MODIFICATION_TYPE_LABELS, STATUS_LOOK, withdrawalTypeLabel } from './labels';

describe('notification labels', () => {
  it('writes every request status with its accent (rulings R8)', () => {
    assert.deepEqual(Object.fromEntries(Object.entries(STATUS_LOOK).map(([status, look]) => [status, look.label])), {
      'En cours': 'En cours',
      Valide: 'Validée',
      Rejetee: 'Rejetée',
      Expiree: 'Expirée',
    });
    assert.deepEqual(MODIFICATION_TYPE_LABELS, { entree: 'Entrée', sortie: 'Sortie' });
  });

  it('names a fund, or says which one it does not know', () => {
    assert.equal(caisseLabel(1), 'Fond de solidarité');
    assert.equal(caisseLabel(2), 'Inscription');
    assert.equal(caisseLabel(3), 'Cotisation Mensuelle');
    assert.equal(caisseLabel(9), 'Caisse 9');
  });

  it('names solidarity types by code, and keeps the monthly words', () => {
    assert.equal(withdrawalTypeLabel(1, '1'), 'Fond de solidarité');
    assert.equal(withdrawalTypeLabel(1, '3'), 'Inscriptions');
    assert.equal(withdrawalTypeLabel(1, '9'), '9');
    assert.equal(withdrawalTypeLabel(3, '1'), '1');
    assert.equal(withdrawalTypeLabel(3, 'Travaux'), 'Travaux');
  });

  it('writes a calendar day as dd/mm/yyyy and leaves anything else as it is', () => {
    assert.equal(formatCalendarDay('2026-07-14'), '14/07/2026');
    assert.equal(formatCalendarDay('2026-12-31T23:30:00Z'), '31/12/2026');
    assert.equal(formatCalendarDay(''), '');
    assert.equal(formatCalendarDay('14/07/2026'), '14/07/2026');
  });
});
