import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness, suiteCleanup, UNLIMITED } from '../../test/helpers.js';

const cleanup = suiteCleanup();
let h: Harness;
let president: string;
let secretaire: string;
let membre: string;
let roleIds: Record<string, number>;
let presidentMember: any;
let successorId: number;

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  president = await h.login(DEMO_LOGINS.president);
  secretaire = await h.login(DEMO_LOGINS.secretaire);
  membre = await h.login(DEMO_LOGINS.membre);
  roleIds = Object.fromEntries(
    (await h.request('GET', '/user/roles', { token: secretaire })).body.roles.map((r: any) => [r.code, r.id]),
  );
  presidentMember = (await h.request('GET', '/auth/me', { token: president })).body.membre;
});

const editBody = (m: any, overrides: Record<string, unknown> = {}) => ({
  telephone: m.telephone,
  bloc: m.bloc,
  sexe: m.sexe,
  cotisations: [1, 3],
  RoleId: m.Role.id,
  ...overrides,
});
const getMember = async (id: number) =>
  (await h.request('GET', `/user/getUser/${id}`, { token: secretaire })).body.membre;
const pending = async (token: string) =>
  (await h.request('GET', '/bureau/demandes', { token })).body.demandes.filter((d: any) => d.statut === 'En cours');

describe('the bureau’s four eyes: one officer alone cannot remove, replace or take over the other', () => {
  it('a status change of the Président waits for the Président, who may refuse it', async () => {
    const res = await h.request('PUT', `/user/updateStatus/${presidentMember.id}`, {
      token: secretaire,
      body: { statut: 'Inactif' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.demandeBureau?.id, 'a request was filed');
    assert.match(res.body.msg, /attend la validation de l’autre officier/);
    assert.equal((await getMember(presidentMember.id)).statut, 'Actif', 'nothing applied yet');
    assert.equal((await h.request('GET', '/auth/me', { token: president })).status, 200, 'still signed in');

    const forPresident = await pending(president);
    assert.equal(forPresident.length, 1);
    assert.equal(forPresident[0].actionable, true);
    assert.deepEqual(forPresident[0].changements, [{ champ: 'Statut', avant: 'Actif', apres: 'Inactif' }]);
    // Worded in the reader's language, as the journal words it (issue 25).
    const toEnglish = await h.request('PUT', '/user/language', { token: president, body: { langue: 'en' } });
    assert.equal(toEnglish.status, 200, JSON.stringify(toEnglish.body));
    assert.deepEqual((await pending(president))[0].changements, [
      { champ: 'Status', avant: 'Active', apres: 'Inactive' },
    ]);
    assert.deepEqual((await pending(secretaire))[0].changements, forPresident[0].changements, 'French for the French');
    await h.request('PUT', '/user/language', { token: president, body: { langue: 'fr' } });
    assert.equal((await pending(secretaire))[0].actionable, false, 'not by its author');
    assert.equal((await h.request('GET', '/bureau/demandes', { token: membre })).status, 403);
    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: president })).body
      .notifications;
    assert.ok(
      notes.some((n: any) => n.titre === 'Changement du bureau à valider'),
      'the Président is told',
    );

    const again = await h.request('PUT', `/auth/updateUser/${presidentMember.id}`, {
      token: secretaire,
      body: editBody(presidentMember, { telephone: '677 00 11 22' }),
    });
    assert.equal(again.status, 409, 'one pending change per member');
    const own = await h.request('PUT', `/bureau/demandes/${res.body.demandeBureau.id}`, {
      token: secretaire,
      body: { statut: 'Valide' },
    });
    assert.equal(own.status, 403);
    assert.equal(own.body.code, 'OWN_REQUEST');
    const refused = await h.request('PUT', `/bureau/demandes/${res.body.demandeBureau.id}`, {
      token: president,
      body: { statut: 'Rejetee', motif: 'Pas de décision de l’assemblée' },
    });
    assert.equal(refused.status, 200, JSON.stringify(refused.body));
    assert.equal(refused.body.demande.statut, 'Rejetee');
    assert.equal(refused.body.demande.motifRefus, 'Pas de décision de l’assemblée');
    assert.equal((await getMember(presidentMember.id)).statut, 'Actif');
    const twice = await h.request('PUT', `/bureau/demandes/${res.body.demandeBureau.id}`, {
      token: president,
      body: { statut: 'Valide' },
    });
    assert.equal(twice.status, 409);
  });

  it('two officers’ requests racing on one member: one is filed, the other refused', async () => {
    const secretaireMember = (await h.request('GET', '/auth/me', { token: secretaire })).body.membre;
    const [a, b] = await Promise.all([
      h.request('PUT', `/user/updateStatus/${secretaireMember.id}`, { token: president, body: { statut: 'Suspendu' } }),
      h.request('PUT', `/user/updateStatus/${secretaireMember.id}`, { token: president, body: { statut: 'Inactif' } }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409], `${JSON.stringify(a.body)} ${JSON.stringify(b.body)}`);
    const filed = (a.status === 200 ? a : b).body.demandeBureau.id;
    assert.equal((await pending(secretaire)).length, 1);
    const refused = await h.request('PUT', `/bureau/demandes/${filed}`, {
      token: secretaire,
      body: { statut: 'Rejetee' },
    });
    assert.equal(refused.status, 200, 'the Secrétaire, the other officer, decides the Président’s request');
    assert.equal((await getMember(secretaireMember.id)).statut, 'Actif');
  });

  it('a request older than the list’s latest hundred is still read and decided by its number', async () => {
    const file = async () => {
      const res = await h.request('PUT', `/user/updateStatus/${presidentMember.id}`, {
        token: secretaire,
        body: { statut: 'Inactif' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.demandeBureau.id as number;
    };
    const reject = (id: number) =>
      h.request('PUT', `/bureau/demandes/${id}`, { token: president, body: { statut: 'Rejetee' } });
    const oldest = await file();
    assert.equal((await reject(oldest)).status, 200);
    for (let i = 0; i < 100; i++) assert.equal((await reject(await file())).status, 200);
    const listed = (await h.request('GET', '/bureau/demandes', { token: president })).body.demandes;
    assert.equal(listed.length, 100, 'the list shows the latest hundred');
    assert.ok(!listed.some((d: any) => d.id === oldest), 'the oldest is past them');

    const again = await h.request('PUT', `/bureau/demandes/${oldest}`, {
      token: president,
      body: { statut: 'Valide' },
    });
    assert.equal(again.status, 409, JSON.stringify(again.body));
    assert.equal(again.body.code, 'ALREADY_DECIDED');
    const latest = await file();
    const decided = await reject(latest);
    assert.equal(decided.status, 200, JSON.stringify(decided.body));
    assert.equal(decided.body.demande.id, latest);
    assert.equal(decided.body.demande.statut, 'Rejetee');
    assert.deepEqual(decided.body.demande.changements, [{ champ: 'Statut', avant: 'Actif', apres: 'Inactif' }]);
    assert.equal((await getMember(presidentMember.id)).statut, 'Actif', 'nothing applied');
  });

  it('a new phone number for an officer (an account takeover) waits too, and no code is sent', async () => {
    const smsBefore = h.sms.messages.length;
    const res = await h.request('PUT', `/auth/updateUser/${presidentMember.id}`, {
      token: secretaire,
      body: editBody(presidentMember, { telephone: '677 00 11 22', bloc: 'Bloc D' }),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.demandeBureau?.id);
    const after = await getMember(presidentMember.id);
    assert.equal(after.telephone, presidentMember.telephone, 'number unchanged');
    assert.equal(after.statut, 'Actif', 'still confirmed');
    assert.equal(after.bloc, 'Bloc D', 'the rest of the edit applies at once');
    await h.app.ctx.sms.idle();
    assert.equal(h.sms.messages.length, smsBefore, 'no code to the new number');
    const rejected = await h.request('PUT', `/bureau/demandes/${res.body.demandeBureau.id}`, {
      token: president,
      body: { statut: 'Rejetee' },
    });
    assert.equal(rejected.status, 200);
    assert.equal(
      (await h.request('POST', '/auth/login', { body: { telephone: DEMO_LOGINS.president, password: DEMO_PASSWORD } }))
        .status,
      200,
    );
  });

  it('hands the presidency over only when the outgoing Président validates; he becomes Membre', async () => {
    const registered = await h.request('POST', '/auth/register', {
      token: secretaire,
      body: {
        nom: 'Ngono',
        prenom: 'Paul',
        telephone: '677 55 44 33',
        bloc: 'Bloc A',
        sexe: 'M',
        cotisations: [1, 3],
        role: roleIds.membre,
      },
    });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    const successor = registered.body.membre;
    successorId = successor.id;
    const filed = await h.request('PUT', `/auth/updateUser/${successor.id}`, {
      token: secretaire,
      body: editBody(successor, { RoleId: roleIds.president }),
    });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    assert.equal((await getMember(successor.id)).Role.code, 'membre', 'not yet Président');
    const [card] = await pending(president);
    assert.deepEqual(card.changements, [{ champ: 'Rôle', avant: 'Membre', apres: 'Président' }]);

    const validated = await h.request('PUT', `/bureau/demandes/${filed.body.demandeBureau.id}`, {
      token: president,
      body: { statut: 'Valide' },
    });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.equal(validated.body.msg, 'Le changement du bureau a été validé et appliqué');
    assert.equal((await getMember(successor.id)).Role.code, 'president');
    assert.equal((await getMember(presidentMember.id)).Role.code, 'membre', 'one Président at a time');
    assert.equal(
      (await h.request('GET', '/bureau/demandes', { token: president })).status,
      403,
      'the former Président lost the officers’ rights at once',
    );
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'demande_bureau'), eq(auditLog.entityId, String(filed.body.demandeBureau.id))));
    assert.deepEqual(audits.map((a) => a.action).sort(), ['bureau.create', 'bureau.validate']);
    const notes = (await h.request('GET', '/cotisation/getGeneralNotifications', { token: secretaire })).body
      .notifications;
    assert.ok(notes.some((n: any) => n.titre === 'Changement du bureau validé'));
  });

  it('with no Président left to agree, the Secrétaire is told the administrator must act', async () => {
    // The new Président has not confirmed his account: there is no active Président.
    const res = await h.request('PUT', `/auth/updateUser/${successorId}`, {
      token: secretaire,
      body: editBody(await getMember(successorId), { RoleId: roleIds.membre }),
    });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    assert.match(res.body.msg, /Aucun Président actif/);
    assert.equal((await getMember(successorId)).Role.code, 'president', 'nothing changed');
  });
});
