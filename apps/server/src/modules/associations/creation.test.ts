import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq } from 'drizzle-orm';
import { associations, auditLog, documents } from '../../db/schema.js';
import { isSingleGsm7Sms } from '../../lib/sms/text.js';
import { build, type Harness } from '../../test/helpers.js';

/*
 * Creating an association from a phone (issue 22), through real HTTP, a real database and the
 * SMS capture gateway. Each test uses its own phone numbers and addresses (x-forwarded-for), so
 * that the limits of one test are not what another measures; the limits tests reset them.
 */

const hooks: Array<() => Promise<void>> = [];
let h: Harness;
let counter = 0;
const freshIp = () => {
  counter += 1;
  return { 'x-forwarded-for': `10.22.${Math.floor(counter / 250)}.${counter % 250}` };
};
let phoneCounter = 0;
/** A phone nobody has used: new person, fresh per-phone counters. */
const freshPhone = () => `+237655${String(200_000 + ++phoneCounter).padStart(6, '0')}`;
const PASSWORD = 'Manioc-et-ndole-2026';

function founder(overrides: Record<string, unknown> = {}) {
  return {
    nomAssociation: 'Amicale des Femmes de Bonamoussadi',
    ville: 'Douala',
    quartier: 'Bonamoussadi',
    nom: 'Ngo Biyong',
    prenom: 'Marthe',
    sexe: 'F',
    telephone: freshPhone(),
    bloc: 'Bloc Manguier',
    ...overrides,
  };
}

async function requestCreation(body: Record<string, unknown>, headers: Record<string, string> = freshIp()) {
  return h.request('POST', '/associations/creation', { body, headers });
}

/** The request, then the code read from the SMS gateway. */
async function pending(body: Record<string, unknown>) {
  const res = await requestCreation(body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const sms = await h.lastSms(String(body.telephone));
  assert.ok(sms?.code, 'un code reçu par SMS');
  return { jeton: res.body.jeton as string, code: sms.code, sms, answer: res.body };
}

function confirm(jeton: string, otp: string, password = PASSWORD, headers: Record<string, string> = freshIp()) {
  return h.request('POST', `/associations/creation/${jeton}`, {
    body: { otp, password, confirmPassword: password },
    headers,
  });
}

before(async () => {
  h = await build({ after: (fn) => hooks.push(fn) });
});
after(async () => {
  for (const fn of hooks) await fn();
});

async function associationCount() {
  const [row] = await h.db.select({ n: count() }).from(associations);
  return row!.n;
}

describe('creating an association from a phone (issue 22)', () => {
  it('happy path: SMS code, the founder is the Président of a new, empty, separate association', async () => {
    const body = founder();
    const before = await associationCount();
    const { jeton, code, sms, answer } = await pending(body);
    assert.equal(answer.status, 'success');
    assert.match(jeton, /^[A-Za-z0-9_-]{16,64}$/);
    assert.ok(Date.parse(answer.expireLe) > Date.now(), 'expires later');
    assert.match(answer.msg, /code/);
    assert.ok(isSingleGsm7Sms(sms.message), `one plain GSM-7 SMS: ${sms.message}`);
    assert.match(sms.message, /Amicale des Femmes/);
    assert.ok(!sms.message.includes(jeton), 'the SMS holds the code, never the jeton');
    // Nothing exists yet but the pending creation.
    assert.equal(await associationCount(), before);

    const created = await confirm(jeton, code);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.status, 'success');
    assert.equal(created.body.membre.Role.code, 'president');
    assert.equal(created.body.association.slug, 'amicale-des-femmes-de-bonamoussadi');
    assert.equal(created.body.association.nom, body.nomAssociation);
    assert.deepEqual(
      created.body.associations.map((a: { slug: string; courante: boolean }) => [a.slug, a.courante]),
      [['amicale-des-femmes-de-bonamoussadi', true]],
    );
    const token = created.body.token as string;
    const associationId = created.body.association.id as number;
    assert.match(token, new RegExp(`^${associationId}\\.`));

    const me = await h.request('GET', '/auth/me', { token });
    assert.equal(me.status, 200);
    assert.equal(me.body.membre.Role.code, 'president');
    assert.equal(me.body.membre.statut, 'Actif');
    assert.equal(me.body.membre.bloc, body.bloc);
    assert.deepEqual(
      me.body.membre.membre_cotisations.map((c: { CotisationId: number }) => c.CotisationId),
      [1, 2, 3],
      'subscribed to the funds like a registered member',
    );

    // Logs in afterwards with the phone and the password, as the Président.
    const login = await h.request('POST', '/auth/login', {
      body: { telephone: body.telephone, password: PASSWORD },
      headers: freshIp(),
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(login.body.association.id, associationId);
    assert.equal(login.body.membre.Role.code, 'president');

    // Empty and separate: one member (the founder), no money, only its own things.
    const list = await h.request('GET', '/cotisation/allMembres?pageSize=50', { token });
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 1);
    assert.equal(list.body.members[0].telephone, body.telephone);
    const about = await h.request('GET', '/association', { token });
    assert.equal(about.body.association.nom, body.nomAssociation);
    const byAddress = await h.request('GET', '/association', {
      headers: { 'x-association': 'amicale-des-femmes-de-bonamoussadi' },
    });
    assert.equal(byAddress.status, 200);
    assert.equal(byAddress.body.association.nom, body.nomAssociation);
    const association1Member = await h.request('GET', '/user/getUser/1', { token });
    assert.ok([403, 404].includes(association1Member.status), 'association 1’s members are not hers');
    const [stored] = await h.db.select().from(associations).where(eq(associations.id, associationId));
    assert.equal(stored!.ville, 'Douala');
    assert.equal(stored!.quartier, 'Bonamoussadi');
    const docs = await h.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.associationId, associationId), eq(documents.isSample, true)));
    assert.equal(docs[0]!.n, 4, 'the four sample documents, like every association');
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.associationId, associationId), eq(auditLog.action, 'association.create')));
    assert.ok(entry, 'audited');

    // The jeton served once.
    const again = await confirm(jeton, code);
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /déjà créée/);

    // First steps: nothing done yet in a new association.
    const steps = await h.request('GET', '/association/firstSteps', { token });
    assert.equal(steps.status, 200);
    assert.deepEqual(steps.body, {
      status: 'success',
      etapes: [
        { code: 'reglages', faite: false },
        { code: 'secretaire', faite: false },
        { code: 'blocs', faite: false },
      ],
    });
  });
});
