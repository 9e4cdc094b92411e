import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { MyAssociation } from '@quartier/shared';
import { installWindow } from '../test/memory-storage';

const { local, session: tab } = installWindow();
const {
  clearSession,
  getSession,
  lastAssociationSlug,
  saveSession,
  sessionEndAssociation,
  sessionEndReason,
  sessionIdentity,
  sessionLooks,
  sessionRemembered,
  updateSessionAssociations,
  updateSessionMember,
} = await import('./session');

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const bepanda: MyAssociation = {
  id: 4,
  slug: 'entraide-bepanda',
  nom: 'Entraide Bépanda',
  role: { code: 'tresorier', nom: 'Trésorier' },
  statut: 'Actif',
  courante: true,
};
const answer = (expiresAt = inOneHour()) => ({
  token: 'jeton-1',
  expiresAt,
  membre: {
    id: 12,
    telephone: '+237699001122',
    nom: 'Ngo',
    prenom: 'Marie',
    Role: { code: 'tresorier', nom: 'Trésorier' },
  } as const,
  association: { id: 4, slug: 'entraide-bepanda', nom: 'Entraide Bépanda' },
  associations: [bepanda],
});

beforeEach(() => {
  local.refuse = false;
  tab.refuse = false;
  local.clear();
  tab.clear();
});

describe('session storage', () => {
  it('has no session when nothing is stored', () => {
    assert.equal(getSession(), null);
    assert.equal(sessionIdentity(null), null);
  });

  it('keeps a remembered login in localStorage and reads it back', () => {
    saveSession(answer(), true);
    assert.equal(local.getItem('token'), 'jeton-1');
    assert.equal(tab.getItem('token'), null);
    const session = getSession();
    assert.deepEqual(session && { ...session, expiresAt: null }, {
      token: 'jeton-1',
      membreId: 12,
      telephone: '+237699001122',
      nom: 'Ngo',
      prenom: 'Marie',
      role: 'Trésorier',
      roleCode: 'tresorier',
      expiresAt: null,
      association: { id: 4, slug: 'entraide-bepanda', nom: 'Entraide Bépanda' },
      associations: [bepanda],
    });
    assert.equal(sessionRemembered(), true);
    assert.equal(sessionIdentity(session), '4/12');
    assert.equal(lastAssociationSlug(), 'entraide-bepanda');
  });

  it('gives the same object while nothing changes (useSyncExternalStore needs it)', () => {
    saveSession(answer(), true);
    assert.equal(getSession(), getSession());
  });

  it('keeps an unremembered login in sessionStorage and drops the remembered one', () => {
    saveSession(answer(), true);
    saveSession({ ...answer(), token: 'jeton-2' }, false);
    assert.equal(local.getItem('token'), null);
    assert.equal(tab.getItem('token'), 'jeton-2');
    assert.equal(getSession()?.token, 'jeton-2');
    assert.equal(sessionRemembered(), false);
    // The last association's address outlives the session (it is no secret).
    assert.equal(lastAssociationSlug(), 'entraide-bepanda');
  });

  it('has no session once it expired, nor with a broken member id', () => {
    saveSession(answer(new Date(Date.now() - 1000).toISOString()), true);
    assert.equal(getSession(), null);
    saveSession(answer(), true);
    local.setItem('membre_id', 'abc');
    assert.equal(getSession(), null);
    local.setItem('membre_id', '0');
    assert.equal(getSession(), null);
  });

  it('reads an unknown role code as none, and a broken association list as empty', () => {
    saveSession(answer(), true);
    local.setItem('role_code', 'roi');
    local.setItem('associations', '{pas du json');
    const session = getSession();
    assert.equal(session?.roleCode, null);
    assert.deepEqual(session?.associations, []);
  });

  it('keeps a session without association for a server from before issue 21', () => {
    const { association: _association, associations: _associations, ...old } = answer();
    saveSession(old, false);
    assert.equal(getSession()?.association, null);
    assert.deepEqual(getSession()?.associations, []);
    assert.equal(sessionIdentity(getSession()), '0/12');
  });

  it('says why and where the session ended', () => {
    saveSession(answer(), true);
    clearSession('expired');
    assert.equal(getSession(), null);
    assert.equal(local.getItem('token'), null);
    assert.equal(sessionEndReason(), 'expired');
    assert.equal(sessionEndAssociation(), 'entraide-bepanda');
    saveSession(answer(), true);
    assert.equal(sessionEndReason(), null);
    assert.equal(sessionEndAssociation(), null);
  });

  it('follows a renamed association and newer names', () => {
    saveSession(answer(), true);
    updateSessionAssociations([{ ...bepanda, nom: 'Entraide de Bépanda' }]);
    assert.equal(getSession()?.association?.nom, 'Entraide de Bépanda');
    assert.equal(getSession()?.associations[0]?.nom, 'Entraide de Bépanda');
    updateSessionMember({
      nom: 'Ngo Bassa',
      prenom: 'Marie',
      telephone: null,
      Role: { code: 'president', nom: 'Présidente' },
    });
    const session = getSession();
    assert.equal(session?.nom, 'Ngo Bassa');
    assert.equal(session?.telephone, '+237699001122');
    assert.equal(session?.roleCode, 'president');
    assert.equal(session?.role, 'Présidente');
  });

  it('reads the tab storage when localStorage is refused', () => {
    saveSession(answer(), false);
    local.refuse = true;
    assert.equal(getSession()?.token, 'jeton-1');
    assert.equal(sessionRemembered(), false);
    assert.equal(lastAssociationSlug(), null);
  });

  it('ignores a stored last association that is not a valid address', () => {
    local.setItem('derniere_association', '../admin');
    assert.equal(lastAssociationSlug(), null);
  });

  it('says a page written for a session fits the stored one only when it shows the same person, in the same association', () => {
    saveSession(answer(), true);
    const stored = getSession();
    assert.ok(stored);
    const { token: _token, ...written } = stored;
    // The token and the list of associations are not shown: another session of the same person fits.
    const sameShown = { ...written, associations: [] };
    assert.equal(sessionLooks(sameShown), sessionLooks(stored));
    for (const other of [
      { ...written, membreId: written.membreId + 1 },
      { ...written, prenom: 'Autre' },
      { ...written, roleCode: 'membre' as const, role: 'Membre' },
      { ...written, association: written.association && { ...written.association, id: written.association.id + 1 } },
    ])
      assert.notEqual(sessionLooks(other), sessionLooks(stored));
    assert.equal(sessionLooks(null), null);
  });
});
