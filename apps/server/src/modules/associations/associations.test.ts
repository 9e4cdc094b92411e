import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNull } from 'drizzle-orm';
import { members, persons, sessions } from '../../db/schema.js';
import { DEMO_ASSOCIATIONS, SECOND_DEMO_LOGINS } from '../../db/seed/demo.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness, suiteCleanup } from '../../test/helpers.js';

const cleanup = suiteCleanup();
let h: Harness;
let counter = 0;
/** Each login from its own address: the per-IP limits are not what these tests are about. */
const freshIp = () => ({ 'x-forwarded-for': `10.21.${Math.floor(++counter / 250)}.${counter % 250}` });

before(async () => {
  h = await build(cleanup);
});

async function login(telephone: string, headers: Record<string, string> = {}) {
  const res = await h.request('POST', '/auth/login', {
    body: { telephone, password: DEMO_PASSWORD },
    headers: { ...freshIp(), ...headers },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

describe('one person, several associations (issue 21)', () => {
  it('login answers the spec fields, the session’s association and every membership of the person', async () => {
    const body = await login(DEMO_LOGINS.president);
    assert.equal(body.status, 'success');
    assert.equal(body.membre.Role.code, 'president');
    assert.deepEqual(body.association, { id: 1, ...DEMO_ASSOCIATIONS.main });
    assert.deepEqual(
      body.associations.map((a: { slug: string; role: { code: string }; statut: string; courante: boolean }) => [
        a.slug,
        a.role.code,
        a.statut,
        a.courante,
      ]),
      [
        [DEMO_ASSOCIATIONS.main.slug, 'president', 'Actif', true],
        [DEMO_ASSOCIATIONS.second.slug, 'membre', 'Actif', false],
      ],
    );
    const mine = await h.request('GET', '/associations/mine', { token: body.token });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body.associations, body.associations);
  });

  it('a member of one association sees only it', async () => {
    const body = await login(DEMO_LOGINS.secretaire);
    assert.deepEqual(
      body.associations.map((a: { slug: string }) => a.slug),
      [DEMO_ASSOCIATIONS.main.slug],
    );
  });

  it('switches: a new session scoped to the other association, the old one ends, and back', async () => {
    const first = await login(DEMO_LOGINS.president);
    const switched = await h.request('POST', '/auth/switchAssociation', {
      token: first.token,
      body: { associationId: 2 },
    });
    assert.equal(switched.status, 200, JSON.stringify(switched.body));
    assert.match(switched.body.token, /^2\./);
    assert.equal(switched.body.association.slug, DEMO_ASSOCIATIONS.second.slug);
    assert.equal(switched.body.membre.Role.code, 'membre', 'his role there, not here');
    assert.equal((await h.request('GET', '/auth/me', { token: first.token })).status, 401, 'the old session ended');

    // Everything he reads now is the second association's.
    const me = await h.request('GET', '/auth/me', { token: switched.body.token });
    assert.equal(me.status, 200);
    assert.equal(me.body.membre.Role.code, 'membre');
    const about = await h.request('GET', '/association', { token: switched.body.token });
    assert.equal(about.body.association.nom, DEMO_ASSOCIATIONS.second.nom);
    const list = await h.request('GET', '/cotisation/allMembres?pageSize=50', { token: switched.body.token });
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 6, 'the six members of Entraide Bépanda');
    // A Membre there: staff routes are refused, whatever he is elsewhere.
    const staffOnly = await h.request('GET', '/cotisation/demandes', { token: switched.body.token });
    assert.equal(staffOnly.status, 403);

    // Login opens the association used last.
    const again = await login(DEMO_LOGINS.president);
    assert.equal(again.association.slug, DEMO_ASSOCIATIONS.second.slug);
    const back = await h.request('POST', '/auth/switchAssociation', {
      token: again.token,
      body: { associationId: 1 },
    });
    assert.equal(back.status, 200);
    assert.equal(back.body.membre.Role.code, 'president');
  });

  it('one switch per session: the same token sent five times at once opens one session there', async () => {
    const first = await login(DEMO_LOGINS.president);
    const [person] = await h.db.select().from(persons).where(eq(persons.telephone, DEMO_LOGINS.president));
    const [membership] = await h.db
      .select()
      .from(members)
      .where(and(eq(members.associationId, 2), eq(members.personId, person!.id)));
    const liveThere = async () =>
      (
        await h.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.associationId, 2), eq(sessions.memberId, membership!.id), isNull(sessions.revokedAt)))
      ).length;
    const before = await liveThere();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.request('POST', '/auth/switchAssociation', { token: first.token, body: { associationId: 2 } }),
      ),
    );
    assert.deepEqual(answers.map((res) => res.status).sort(), [200, 401, 401, 401, 401]);
    assert.equal(await liveThere(), before + 1);
  });

  it('refuses to switch into an association where the person is not an active member', async () => {
    const secretaire = await login(DEMO_LOGINS.secretaire);
    for (const associationId of [2, 999]) {
      const res = await h.request('POST', '/auth/switchAssociation', {
        token: secretaire.token,
        body: { associationId },
      });
      assert.equal(res.status, 403, String(associationId));
      assert.equal(res.body.msg, 'Vous n’êtes pas membre actif de cette association.');
    }
    assert.equal((await h.request('GET', '/auth/me', { token: secretaire.token })).status, 200, 'session kept');
    for (const body of [{}, { associationId: 'deux' }, { associationId: 1.5 }, { associationId: 2, extra: 1 }]) {
      const res = await h.request('POST', '/auth/switchAssociation', { token: secretaire.token, body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.status, 'error');
    }
    assert.equal((await h.request('POST', '/auth/switchAssociation', { body: { associationId: 2 } })).status, 401);
  });

  it('suspended in one association is not suspended in the other', async () => {
    const president = DEMO_LOGINS.president;
    const [person] = await h.db.select().from(persons).where(eq(persons.telephone, president));
    await h.db
      .update(members)
      .set({ statut: 'Suspendu' })
      .where(and(eq(members.associationId, 2), eq(members.personId, person!.id)));
    try {
      const body = await login(president);
      assert.equal(body.association.id, 1, 'opens where he is active');
      const there = body.associations.find((a: { id: number }) => a.id === 2);
      assert.equal(there.statut, 'Suspendu');
      const res = await h.request('POST', '/auth/switchAssociation', { token: body.token, body: { associationId: 2 } });
      assert.equal(res.status, 403);
    } finally {
      await h.db
        .update(members)
        .set({ statut: 'Actif' })
        .where(and(eq(members.associationId, 2), eq(members.personId, person!.id)));
    }
  });

  it('a new password ends the person’s sessions in every association', async () => {
    const inFirst = await login(DEMO_LOGINS.president);
    const second = await h.request('POST', '/auth/switchAssociation', {
      token: (await login(DEMO_LOGINS.president)).token,
      body: { associationId: 2 },
    });
    assert.equal(second.status, 200);
    const [person] = await h.db.select().from(persons).where(eq(persons.telephone, DEMO_LOGINS.president));
    const { revokePersonSessions } = await import('../auth/repository.js');
    const revoked = await revokePersonSessions(h.db, person!.id, new Date());
    assert.ok(revoked >= 2, `${revoked} sessions`);
    assert.equal((await h.request('GET', '/auth/me', { token: inFirst.token })).status, 401);
    assert.equal((await h.request('GET', '/auth/me', { token: second.body.token })).status, 401);
  });
});

describe('addresses that name the association (issue 21)', () => {
  it('answers the public facts of the association the header names, the first one without it', async () => {
    const first = await h.request('GET', '/association');
    assert.equal(first.status, 200);
    assert.equal(first.body.association.slug, DEMO_ASSOCIATIONS.main.slug);
    const second = await h.request('GET', '/association', {
      headers: { 'x-association': DEMO_ASSOCIATIONS.second.slug },
    });
    assert.equal(second.status, 200);
    assert.deepEqual(
      { slug: second.body.association.slug, nom: second.body.association.nom },
      DEMO_ASSOCIATIONS.second,
    );
  });

  it('an unknown or malformed association address is a French 404, never a 500', async () => {
    for (const slug of ['inconnue', 'A B', '-x', 'x'.repeat(41), 'é']) {
      const res = await h.request('GET', '/association', { headers: { 'x-association': encodeURI(slug) } });
      assert.equal(res.status, 404, slug);
      assert.match(res.body.msg, /^Association introuvable/);
    }
  });

  it('login at an association’s address opens it when the person belongs to it', async () => {
    const body = await login(DEMO_LOGINS.president, { 'x-association': DEMO_ASSOCIATIONS.second.slug });
    assert.equal(body.association.slug, DEMO_ASSOCIATIONS.second.slug);
    // Not a member there: his own association opens.
    const other = await login(DEMO_LOGINS.secretaire, { 'x-association': DEMO_ASSOCIATIONS.second.slug });
    assert.equal(other.association.slug, DEMO_ASSOCIATIONS.main.slug);
    // The second association's own officers.
    const hers = await login(SECOND_DEMO_LOGINS.president);
    assert.equal(hers.association.slug, DEMO_ASSOCIATIONS.second.slug);
    assert.equal(hers.membre.Role.code, 'president');
  });

  it('a signed-in caller stays in the session’s association whatever the header says', async () => {
    const secretaire = await login(DEMO_LOGINS.secretaire);
    const res = await h.request('GET', '/association', {
      token: secretaire.token,
      headers: { 'x-association': DEMO_ASSOCIATIONS.second.slug },
    });
    assert.equal(res.body.association.slug, DEMO_ASSOCIATIONS.main.slug);
  });
});
