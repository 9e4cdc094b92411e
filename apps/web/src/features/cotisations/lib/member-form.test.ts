import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Member } from '@quartier/shared';
import {
  blocHint,
  initialMemberValues,
  memberCotisations,
  registerBody,
  roleLock,
  roleOptions,
  toMemberFormErrors,
  updateBody,
  type MemberFormValues,
} from './member-form';

const member = {
  id: 7,
  nom: 'Ngo',
  prenom: 'Marie',
  telephone: '+237699001122',
  bloc: 'Bloc A',
  sexe: 'F',
  RoleId: 3,
  membre_cotisations: [
    { CotisationId: 3, statut: 'Actif' },
    { CotisationId: 1, statut: 'Inactif' },
  ],
} as unknown as Member;

const values = (change: Partial<MemberFormValues> = {}): MemberFormValues => ({
  nom: 'Eto',
  prenom: 'Paul',
  telephone: '677123456',
  bloc: ' bloc a ',
  sexe: 'M',
  role: '5',
  solidarite: true,
  mensuelle: false,
  ...change,
});

describe('member form values', () => {
  it('starts empty for a registration, both funds ticked', () => {
    assert.deepEqual(initialMemberValues({ mode: 'add' }), {
      nom: '',
      prenom: '',
      telephone: '',
      bloc: '',
      sexe: '',
      role: '',
      solidarite: true,
      mensuelle: true,
    });
  });

  it('starts from the member for an edit, her phone in national form and her active funds only', () => {
    assert.deepEqual(initialMemberValues({ mode: 'edit', member }), {
      nom: 'Ngo',
      prenom: 'Marie',
      telephone: '6 99 00 11 22',
      bloc: 'Bloc A',
      sexe: 'F',
      role: '3',
      solidarite: false,
      mensuelle: true,
    });
  });

  it('always subscribes to the registration fund', () => {
    assert.deepEqual(memberCotisations({ solidarite: false, mensuelle: false }), [2]);
    assert.deepEqual(memberCotisations({ solidarite: true, mensuelle: true }), [1, 2, 3]);
  });
});

describe('member form requests', () => {
  it('writes a typed bloc as the existing one it matches', () => {
    assert.deepEqual(registerBody(values(), ['Bloc A', 'Bloc B']), {
      nom: 'Eto',
      prenom: 'Paul',
      telephone: '677123456',
      bloc: 'Bloc A',
      sexe: 'M',
      cotisations: [1, 2],
      role: 5,
    });
    assert.equal(registerBody(values({ bloc: 'carrefour  mvog' }), ['Bloc A']).bloc, 'Carrefour Mvog');
    assert.equal(registerBody(values({ bloc: '   ' }), ['Bloc A']).bloc, '');
  });

  it("sends the member's own name back on an update, whatever the fields hold", () => {
    const body = updateBody(values(), member, ['Bloc A']);
    assert.equal(body.nom, 'Ngo');
    assert.equal(body.prenom, 'Marie');
    assert.equal(body.RoleId, 5);
  });

  it('puts RoleId on the role field and every cotisations error on the funds', () => {
    assert.deepEqual(
      toMemberFormErrors({
        RoleId: 'Rôle inconnu.',
        'cotisations.0': 'Caisse inconnue.',
        cotisations: 'Second message',
        telephone: 'Numéro invalide.',
        autre: { nested: true },
      }),
      { role: 'Rôle inconnu.', caisses: 'Caisse inconnue.', telephone: 'Numéro invalide.' },
    );
    assert.deepEqual(toMemberFormErrors({}), {});
  });
});

describe('bloc and role fields', () => {
  const blocs = ['Bloc A', 'Carrefour Mvog'];

  it('says whether a bloc exists, how it will be written, or that it is new', () => {
    assert.equal(blocHint('', blocs, false), 'Choisissez un bloc existant ou saisissez-en un nouveau.');
    assert.equal(blocHint('Bloc A', blocs, true), 'Choisissez un bloc existant ou saisissez-en un nouveau.');
    assert.equal(blocHint('Bloc A', blocs, false), 'Bloc existant.');
    assert.equal(blocHint('bloc a', blocs, false), 'Enregistré comme «\u00a0Bloc A\u00a0».');
    // Accents and spaces do not make another bloc.
    assert.equal(blocHint(' carrefour  mvôg ', blocs, false), 'Enregistré comme «\u00a0Carrefour Mvog\u00a0».');
    assert.equal(blocHint('place  du marché', blocs, false), 'Nouveau bloc\u00a0: «\u00a0Place Du Marché\u00a0».');
  });

  const roles = [
    { id: 1, code: 'president', nom: 'Président' },
    { id: 2, code: 'secretaire', nom: 'Secrétaire' },
    { id: 3, code: 'tresorier', nom: 'Trésorier (caisse)' },
    { id: 4, code: 'membre', nom: 'Membre' },
  ];

  it('offers the office roles on registration only while the Secrétaire is missing', () => {
    assert.deepEqual(
      roleOptions(roles, { editing: false, secretaryVacant: false }).map((role) => role.label),
      ['Trésorier', 'Membre'],
    );
    assert.deepEqual(
      roleOptions(roles, { editing: false, secretaryVacant: true }).map((role) => role.value),
      ['2', '3', '4'],
    );
    assert.equal(roleOptions(roles, { editing: true, secretaryVacant: false }).length, 4);
    assert.deepEqual(roleOptions([], { editing: true, secretaryVacant: false }), []);
  });

  it('locks the role of oneself, and office roles for other staff', () => {
    assert.equal(
      roleLock({ editingSelf: true, editing: true, canGiveOfficeRoles: true }),
      'Vous ne pouvez pas changer votre propre rôle.',
    );
    assert.equal(
      roleLock({ editingSelf: false, editing: false, canGiveOfficeRoles: false }),
      'Seuls le Président et la Secrétaire attribuent un rôle du bureau.',
    );
    assert.equal(roleLock({ editingSelf: false, editing: true, canGiveOfficeRoles: false }), null);
    assert.equal(roleLock({ editingSelf: false, editing: false, canGiveOfficeRoles: true }), null);
  });
});
