import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROLE_CODES, type RoleCode } from './constants.js';
import {
  decisionRefusal,
  editWindowOpen,
  memberRecordRefusal,
  officeRoleRefusal,
  phoneVisible,
  statusChangeRefusal,
  type Viewer,
} from './policies.js';

/*
 * The object-level rules, each answer written out (rulings R4, R8). The server's tests prove it
 * enforces these functions; these prove the functions say what the rulings say.
 */

const SELF = 10;
const OTHER = 20;
const as = (role: RoleCode | null, memberId = SELF): Viewer => ({ memberId, role });
const code = (r: { code: string } | null) => r?.code ?? 'ok';

describe('policies: a member’s own record and phone number', () => {
  it('a Membre reads only herself; every other role reads anyone', () => {
    const expected: Record<RoleCode, string> = {
      president: 'ok',
      secretaire: 'ok',
      vice_president: 'ok',
      tresorier: 'ok',
      commissaire_aux_comptes: 'ok',
      censeur: 'ok',
      membre: 'OWN_RECORD_ONLY',
    };
    for (const role of ROLE_CODES) {
      assert.equal(code(memberRecordRefusal(as(role), SELF)), 'ok', `${role} lit sa fiche`);
      assert.equal(code(memberRecordRefusal(as(role), OTHER)), expected[role], `${role} lit une autre fiche`);
      assert.equal(phoneVisible(as(role), OTHER), expected[role] === 'ok', `${role} voit un autre numéro`);
    }
    assert.equal(phoneVisible(as('membre'), SELF), true);
    assert.equal(phoneVisible(undefined, OTHER), true, 'no viewer: the server itself (SMS, exports)');
  });
});

describe('policies: roles of the bureau', () => {
  it('only the Président and the Secrétaire give a role other than Membre', () => {
    const gives: Record<RoleCode, boolean> = {
      president: true,
      secretaire: true,
      vice_president: false,
      tresorier: false,
      commissaire_aux_comptes: false,
      censeur: false,
      membre: false,
    };
    for (const role of ROLE_CODES) {
      assert.equal(officeRoleRefusal({ role }, 'membre'), null, `${role} inscrit un Membre`);
      assert.equal(officeRoleRefusal({ role }, 'tresorier') === null, gives[role], `${role} nomme un Trésorier`);
    }
    assert.equal(
      officeRoleRefusal({ role: 'tresorier' }, 'censeur')?.msg,
      'Seuls le Président et la Secrétaire peuvent attribuer un rôle du bureau.',
    );
  });
});

describe('policies: changing a member’s status', () => {
  const member = { id: OTHER, statut: 'Actif', roleCode: 'membre' };
  const officer = { id: OTHER, statut: 'Actif', roleCode: 'tresorier' };

  it('staff change a Membre’s status; a Membre changes nobody’s', () => {
    for (const role of ROLE_CODES)
      assert.equal(code(statusChangeRefusal(as(role), member)), role === 'membre' ? 'STAFF_ONLY' : 'ok', role);
    assert.equal(statusChangeRefusal(as('membre'), member)?.msg, 'Réservé aux membres du bureau.');
  });

  it('nobody changes her own status', () => {
    assert.deepEqual(statusChangeRefusal(as('president'), { ...member, id: SELF }), {
      code: 'OWN_STATUS',
      msg: 'Vous ne pouvez pas changer votre propre statut.',
    });
  });

  it('a member who has not confirmed her account keeps her status: a 400 on the statut field', () => {
    assert.deepEqual(statusChangeRefusal(as('secretaire'), { ...member, statut: 'En Attente' }), {
      code: 'STATUS_AWAITS_CONFIRMATION',
      msg: 'Ce membre n’a pas encore confirmé son compte : son statut changera à la confirmation.',
      fields: { statut: 'Compte non confirmé' },
    });
  });

  it('a member of the bureau: only the Président and the Secrétaire', () => {
    const expected: Record<RoleCode, string> = {
      president: 'ok',
      secretaire: 'ok',
      vice_president: 'OFFICER_STATUS_BY_OFFICERS',
      tresorier: 'OFFICER_STATUS_BY_OFFICERS',
      commissaire_aux_comptes: 'OFFICER_STATUS_BY_OFFICERS',
      censeur: 'OFFICER_STATUS_BY_OFFICERS',
      membre: 'STAFF_ONLY',
    };
    for (const role of ROLE_CODES) assert.equal(code(statusChangeRefusal(as(role), officer)), expected[role], role);
  });
});

describe('policies: four eyes on requests', () => {
  it('the Président decides the Secrétaire’s requests and the reverse; nobody else, nobody her own', () => {
    const secretaryRequest = { id: OTHER, roleCode: 'secretaire' };
    const presidentRequest = { id: OTHER, roleCode: 'president' };
    assert.equal(decisionRefusal(as('president'), secretaryRequest), null);
    assert.equal(decisionRefusal(as('secretaire'), presidentRequest), null);
    assert.equal(code(decisionRefusal(as('president'), presidentRequest)), 'COUNTERPART_ONLY');
    assert.equal(code(decisionRefusal(as('secretaire'), secretaryRequest)), 'COUNTERPART_ONLY');
    for (const role of ['vice_president', 'tresorier', 'commissaire_aux_comptes', 'censeur', 'membre'] as const) {
      assert.equal(code(decisionRefusal(as(role), secretaryRequest)), 'COUNTERPART_ONLY', role);
      assert.equal(code(decisionRefusal(as(role), presidentRequest)), 'COUNTERPART_ONLY', role);
    }
    assert.equal(
      decisionRefusal(as('president'), { id: SELF, roleCode: 'secretaire' })?.msg,
      'Vous ne pouvez pas valider ou rejeter votre propre demande.',
    );
    assert.equal(code(decisionRefusal(as('president'), { id: SELF, roleCode: 'secretaire' })), 'OWN_REQUEST');
    assert.equal(
      decisionRefusal(as('president'), null)?.msg,
      'Seul l’autre officier (Président ou Secrétaire) peut valider ou rejeter cette demande.',
    );
  });
});

describe('policies: the edit window of a validated modification request', () => {
  const validatedAt = new Date('2026-03-01T10:00:00Z');
  const at = (minutes: number) => new Date(validatedAt.getTime() + minutes * 60_000);
  it('is open 30 minutes after validation, once', () => {
    const request = { statut: 'Valide', validatedAt, usedAt: null };
    assert.equal(editWindowOpen(request, at(0)), true);
    assert.equal(editWindowOpen(request, at(29.99)), true);
    assert.equal(editWindowOpen(request, at(30)), false);
    assert.equal(editWindowOpen({ ...request, usedAt: at(5) }, at(6)), false, 'used: closed');
    assert.equal(editWindowOpen({ ...request, validatedAt: validatedAt.toISOString() }, at(1)), true);
    assert.equal(editWindowOpen({ statut: 'En cours', validatedAt: null, usedAt: null }, at(1)), false);
    assert.equal(editWindowOpen({ ...request, statut: 'Rejetee' }, at(1)), false);
  });
});
