import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  associationCreations,
  associations,
  auditLog,
  documents,
  invitationCodes,
  rateLimits,
  smsOutbox,
} from '../../db/schema.js';
import { withAssociation } from '../../db/scope.js';
import { hashInvitationCode, writeCreationMode } from '../../lib/service-settings.js';
import { SERVICE_MESSAGES } from '../../lib/sms/outbox.js';
import { creationSms } from '../../lib/sms/templates.js';
import { isSingleGsm7Sms } from '../../lib/sms/text.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness, suiteCleanup } from '../../test/helpers.js';
import { CREATION_CODE_TTL_MS, slugCandidates } from './creation.js';

/*
 * Creating an association from a phone (issue 22), through real HTTP, a real database and the
 * SMS capture gateway. Each test uses its own phone numbers and addresses (x-forwarded-for), so
 * that the limits of one test are not what another measures; the limits tests reset them.
 */

const cleanup = suiteCleanup();
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
  const telephone = String(body.telephone);
  const sms = await h.lastSms(telephone.startsWith('+') ? telephone : `+237${telephone}`);
  assert.ok(sms?.code, 'un code reçu par SMS');
  return { jeton: res.body.jeton as string, code: sms.code, sms, answer: res.body };
}

function confirm(jeton: string, otp: string, password = PASSWORD, headers: Record<string, string> = freshIp()) {
  return h.request('POST', `/associations/creation/${jeton}`, {
    body: { otp, password, confirmPassword: password },
    headers,
  });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

before(async () => {
  h = await build(cleanup);
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
    // Only the service's words: whoever asks types the number, so no text of theirs reaches it.
    assert.doesNotMatch(sms.message, /Amicale/);
    assert.match(sms.message, /^Quartier : code \d{6} pour creer votre association/);
    assert.ok(!sms.message.includes(jeton), 'the SMS holds the code, never the jeton');
    // Nothing exists yet but the pending creation.
    assert.equal(await associationCount(), before);

    const created = await confirm(jeton, code);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.status, 'success');
    assert.equal(created.body.membre.Role.code, 'president');
    // The founder's session also opens the signed-in pages the server writes (ADR 0030 step 2).
    assert.ok(
      created.headers.getSetCookie().some((cookie) => cookie.startsWith(`session_page=${created.body.token};`)),
      'cookie de page de la session du fondateur',
    );
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

async function creationRows() {
  const [row] = await h.db.select({ n: count() }).from(associationCreations);
  return row!.n;
}

async function serviceSmsRows() {
  const [row] = await h.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.associationId, SERVICE_MESSAGES));
  return row!.n;
}

describe('the founder’s password and the code (issue 22)', () => {
  it('a member of another association creates one with her current password and keeps both', async () => {
    const body = founder({ telephone: '690000003', nomAssociation: 'Tontine des Fotso' });
    const { jeton, code } = await pending(body);
    const created = await confirm(jeton, code, DEMO_PASSWORD);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.membre.Role.code, 'president');
    const memberships = Object.fromEntries(
      created.body.associations.map((a: { id: number; role: { code: string }; courante: boolean }) => [
        a.id,
        [a.role.code, a.courante],
      ]),
    );
    assert.deepEqual(
      memberships,
      { 1: ['membre', false], [created.body.association.id]: ['president', true] },
      'Président here, still a Membre of association 1',
    );
    // The same password still opens association 1 (the person's, unchanged).
    const switched = await h.request('POST', '/auth/switchAssociation', {
      token: created.body.token,
      body: { associationId: 1 },
    });
    assert.equal(switched.status, 200, JSON.stringify(switched.body));
    assert.equal(switched.body.membre.Role.code, 'membre');
    // Her own association 1 session reads association 1, the new one reads only its founder.
    const list = await h.request('GET', '/cotisation/allMembres?pageSize=5', { token: created.body.token });
    assert.equal(list.status, 401, 'the session that switched ended');
  });

  it('a known number with the wrong password: 401 in French, nothing created, the code still works', async () => {
    const body = founder({ telephone: DEMO_LOGINS.secretaire, nomAssociation: 'Njangi des Ngono' });
    const before = await associationCount();
    const { jeton, code } = await pending(body);
    const refused = await confirm(jeton, code, 'pas-son-mot-de-passe');
    assert.equal(refused.status, 401);
    assert.match(refused.body.msg, /déjà un compte/);
    assert.match(refused.body.msg, /Mot de passe oublié/);
    assert.equal(await associationCount(), before);
    const created = await confirm(jeton, code, DEMO_PASSWORD);
    assert.equal(created.status, 201, JSON.stringify(created.body));
  });

  it('a new person’s password must follow the rules (after the code), and match its confirmation', async () => {
    const { jeton, code } = await pending(founder());
    const weak = await confirm(jeton, code, 'azerty');
    assert.equal(weak.status, 400);
    assert.match(weak.body.msg, /au moins 8/);
    assert.ok(weak.body.fields.password);
    const differ = await h.request('POST', `/associations/creation/${jeton}`, {
      body: { otp: code, password: PASSWORD, confirmPassword: `${PASSWORD}x` },
      headers: freshIp(),
    });
    assert.equal(differ.status, 400);
    assert.ok(differ.body.fields.confirmPassword);
    // Neither refusal used up the code.
    assert.equal((await confirm(jeton, code)).status, 201);
  });

  it('five wrong codes kill the code, even sent at once; the right one no longer works', async () => {
    const { jeton, code } = await pending(founder());
    const first = await confirm(jeton, wrongCode(code));
    assert.equal(first.status, 400);
    assert.equal(first.body.msg, 'Code incorrect. Il vous reste 4 essais.');
    const burst = await Promise.all(Array.from({ length: 8 }, () => confirm(jeton, wrongCode(code))));
    assert.ok(
      burst.every((res) => [400, 404].includes(res.status)),
      JSON.stringify(burst.map((r) => r.status)),
    );
    assert.equal(burst.filter((res) => /annulé/.test(res.body.msg)).length, 1, 'one answer says the code died');
    const [row] = await h.db.select().from(associationCreations).where(eq(associationCreations.token, jeton));
    assert.equal(row!.attempts, 5);
    const late = await confirm(jeton, code);
    assert.equal(late.status, 404);
    assert.match(late.body.msg, /introuvable ou expirée/);
    // A new code revives it: the founder does not retype the form.
    await h.request('POST', `/associations/creation/${jeton}/code`, { headers: freshIp() });
    const sms = await h.lastSms(String(row!.telephone));
    assert.notEqual(sms?.code, undefined);
    assert.equal((await confirm(jeton, sms!.code!)).status, 201);
  });

  it('an expired code is refused; a new code works and the old one does not', async () => {
    const body = founder();
    const { jeton, code } = await pending(body);
    h.clock.advance(CREATION_CODE_TTL_MS + 1000);
    const expired = await confirm(jeton, code);
    assert.equal(expired.status, 404);
    const resent = await h.request('POST', `/associations/creation/${jeton}/code`, { headers: freshIp() });
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    assert.equal(resent.body.jeton, jeton);
    const sms = await h.lastSms(String(body.telephone));
    assert.notEqual(sms!.code, code);
    assert.equal((await confirm(jeton, code)).status, 400, 'the old code is gone');
    assert.equal((await confirm(jeton, sms!.code!)).status, 201);
  });

  it('one jeton sent five times at once creates exactly one association', async () => {
    const body = founder({ nomAssociation: 'Association des Cinq Envois' });
    const { jeton, code } = await pending(body);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(jeton, code)));
    assert.deepEqual(answers.map((res) => res.status).sort(), [201, 409, 409, 409, 409]);
    const rows = await h.db.select().from(associations).where(eq(associations.nom, body.nomAssociation));
    assert.equal(rows.length, 1);
    const founders = await withAssociation(rows[0]!.id, async () =>
      h.db.execute(sql`select count(*)::int as n from membres where association_id = ${rows[0]!.id}`),
    );
    assert.equal((founders as unknown as { rows: Array<{ n: number }> }).rows[0]!.n, 1);
  });

  it('a taken name gets the town, then a number, in its address', async () => {
    const name = 'Les Amis du Marché Central';
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { jeton, code } = await pending(founder({ nomAssociation: name, ville: 'Yaoundé' }));
      const created = await confirm(jeton, code);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      slugs.push(created.body.association.slug);
    }
    assert.deepEqual(slugs, [
      'les-amis-du-marche-central',
      'les-amis-du-marche-central-yaounde',
      'les-amis-du-marche-central-2',
    ]);
    assert.deepEqual(slugCandidates('!!', 'Douala').slice(0, 2), ['association', 'association-douala']);
    const sms = creationSms('fr', '012345', 30);
    assert.ok(isSingleGsm7Sms(sms), sms);
    assert.match(sms, /code 012345/);
    assert.ok(slugCandidates('É'.repeat(80), 'Kribi').every((slug) => slug.length <= 40));
  });
});

describe('invitation mode (issue 22)', () => {
  it('requires a valid unused code, distinct refusals, and one code creates one association', async () => {
    await writeCreationMode(h.db, 'invitation');
    try {
      const without = await requestCreation(founder());
      assert.equal(without.status, 403);
      assert.match(without.body.msg, /sur invitation/);
      const unknown = await requestCreation(founder({ codeInvitation: 'PAS-UN-CODE' }));
      assert.equal(unknown.status, 403);
      assert.match(unknown.body.msg, /inconnu, expiré ou a déjà servi/);
      assert.notEqual(unknown.body.msg, without.body.msg);

      await h.db.insert(invitationCodes).values([
        { codeHash: hashInvitationCode('BONA-2026'), note: 'test' },
        { codeHash: hashInvitationCode('VIEUX-2020'), expiresAt: new Date(Date.now() - 60_000) },
      ]);
      assert.equal((await requestCreation(founder({ codeInvitation: 'VIEUX-2020' }))).status, 403, 'expired');
      // Two founders hold the same code (case and dashes do not matter): one association.
      const a = await pending(founder({ codeInvitation: 'bona 2026' }));
      const b = await pending(founder({ codeInvitation: 'BONA-2026' }));
      const answers = await Promise.all([confirm(a.jeton, a.code), confirm(b.jeton, b.code)]);
      assert.deepEqual(answers.map((res) => res.status).sort(), [201, 403]);
      const [code] = await h.db
        .select()
        .from(invitationCodes)
        .where(eq(invitationCodes.codeHash, hashInvitationCode('BONA-2026')));
      assert.ok(code!.usedAt);
      const winner = answers.find((res) => res.status === 201)!;
      assert.equal(code!.createdAssociationId, winner.body.association.id);
      assert.equal((await requestCreation(founder({ codeInvitation: 'BONA-2026' }))).status, 403, 'used once');
    } finally {
      await writeCreationMode(h.db, 'ouverte');
    }
    assert.equal((await requestCreation(founder())).status, 201, 'open again: no code needed');
  });
});

describe('what a request answers and refuses (issue 22)', () => {
  it('answers the same for a known and an unknown number, and sends the SMS as the service', async () => {
    const known = await requestCreation(founder({ telephone: DEMO_LOGINS.president }));
    const unknown = await requestCreation(founder());
    assert.equal(known.status, 201);
    assert.equal(unknown.status, 201);
    assert.deepEqual(Object.keys(known.body).sort(), Object.keys(unknown.body).sort());
    const strip = (msg: string) => msg.replace(/au .+\. Saisissez/, 'au X. Saisissez');
    assert.equal(strip(known.body.msg), strip(unknown.body.msg));
    await h.lastSms(DEMO_LOGINS.president);
    const [row] = await h.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.associationId, SERVICE_MESSAGES), eq(smsOutbox.recipient, DEMO_LOGINS.president)));
    assert.equal(row?.status, 'sent');
    assert.ok(!/\b\d{6}\b/.test(row!.message), 'the code is not kept in clear once sent');
    // No association reads the service's messages (Row-Level Security, association scope).
    const seen = await withAssociation(1, async () =>
      h.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.associationId, 0)),
    );
    assert.equal(seen[0]!.n, 0);
  });

  it('refuses bad input with a French 400 and writes nothing', async () => {
    const before = [await creationRows(), await serviceSmsRows()];
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...founder(), nomAssociation: undefined }, /nom de l’association/i],
      [{ ...founder(), telephone: '12' }, /Numéro de téléphone invalide/],
      [{ ...founder(), nom: 'Ngo\u0000Biyong' }, /nom/i],
      [{ ...founder(), quartier: 'Akwa\u202e' }, /quartier/i],
      [{ ...founder(), sexe: 'X' }, /sexe/],
      [{ ...founder(), role: 'president' }, /^Données invalides.*role/],
      [{ ...founder(), ville: '' }, /ville/i],
    ];
    for (const [body, message] of cases) {
      const res = await requestCreation(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.status, 'error');
      assert.match(res.body.msg, message, JSON.stringify(res.body));
    }
    for (const body of [{}, { otp: '12', password: 'x', confirmPassword: 'x' }, { otp: '123456', extra: 1 }]) {
      const res = await h.request('POST', '/associations/creation/jeton-quelconque-0000', { body, headers: freshIp() });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    const badJeton = await h.request('POST', '/associations/creation/a/code', { headers: freshIp() });
    assert.equal(badJeton.status, 400);
    assert.match(badJeton.body.msg, /introuvable ou expirée/);
    assert.deepEqual([await creationRows(), await serviceSmsRows()], before);
  });
});

describe('limits, counted first and atomically (issue 22)', () => {
  const resetLimits = () => h.db.delete(rateLimits);

  it('per phone: of a burst for one number, exactly the 3 codes an hour pass (rulings R5)', async () => {
    await resetLimits();
    const telephone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 7 }, () => requestCreation(founder({ telephone }))));
    assert.deepEqual(answers.map((res) => res.status).sort(), [201, 201, 201, 429, 429, 429, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    assert.match(refused.body.msg, /Réessayez dans/);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // The resend is one of those codes.
    const jeton = answers.find((res) => res.status === 201)!.body.jeton;
    assert.equal((await h.request('POST', `/associations/creation/${jeton}/code`, { headers: freshIp() })).status, 429);
  });

  it('per address: of a burst from one address, exactly 10 pass in a day', async () => {
    await resetLimits();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 14 }, () => requestCreation(founder(), ip)));
    assert.equal(answers.filter((res) => res.status === 201).length, 10);
    const refused = answers.filter((res) => res.status === 429);
    assert.equal(refused.length, 4);
    assert.match(refused[0]!.body.msg, /depuis cette connexion/);
  });
});

describe('the service’s daily budgets (CREATIONS_PER_DAY, SMS_DAILY_BUDGET)', () => {
  let small: Harness;
  before(async () => {
    small = await build(cleanup, { env: { CREATIONS_PER_DAY: '4', SMS_DAILY_BUDGET: '6' } });
  });
  const ask = (telephone = freshPhone()) =>
    small.request('POST', '/associations/creation', { body: founder({ telephone }), headers: freshIp() });
  const count0 = async () => {
    const [c] = await small.db.select({ n: count() }).from(associationCreations);
    const [m] = await small.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.associationId, SERVICE_MESSAGES));
    return [c!.n, m!.n];
  };

  it('creations per day: of a burst, exactly CREATIONS_PER_DAY pass, the rest get a French 429', async () => {
    const answers = await Promise.all(Array.from({ length: 7 }, () => ask()));
    assert.equal(answers.filter((res) => res.status === 201).length, 4);
    const refused = answers.filter((res) => res.status === 429);
    assert.equal(refused.length, 3);
    assert.match(refused[0]!.body.msg, /toutes les demandes de création/);
    assert.match(refused[0]!.body.msg, /heures/);
    assert.deepEqual(await count0(), [4, 4]);
  });

  it('SMS per day: over the budget, refused before anything is written (503), forgotPassword too', async () => {
    // A new day for creations, not for SMS: 2 left of 6.
    await small.db.delete(rateLimits).where(eq(rateLimits.bucket, 'creation:service'));
    const before = await count0();
    // Four: within CREATIONS_PER_DAY, so only the SMS budget refuses.
    const answers = await Promise.all(Array.from({ length: 4 }, () => ask()));
    assert.deepEqual(answers.map((res) => res.status).sort(), [201, 201, 503, 503]);
    const refused = answers.find((res) => res.status === 503)!;
    assert.match(refused.body.msg, /tous les SMS prévus/);
    assert.match(refused.body.msg, /rien n’a été enregistré/);
    assert.deepEqual(await count0(), [before[0]! + 2, before[1]! + 2], 'only the two that passed wrote');
    const forgot = await small.request('PUT', '/auth/forgotPassword', {
      body: { telephone: DEMO_LOGINS.membre },
      headers: freshIp(),
    });
    assert.equal(forgot.status, 503);
    // The refused requests gave their counts back: their phones are not locked for the hour.
    const [released] = await small.db
      .select({ n: count() })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, 'creation:phone'), eq(rateLimits.hits, 0)));
    assert.equal(released!.n, 2);
  });
});

describe('first steps of a new association (issue 22)', () => {
  it('the founder names the first Secrétaire (once, even in parallel), registers members, saves the settings', async () => {
    const { jeton, code } = await pending(founder({ nomAssociation: 'Premiers Pas de Ndogbong' }));
    const created = await confirm(jeton, code);
    assert.equal(created.status, 201);
    const token = created.body.token as string;
    const steps = async () =>
      Object.fromEntries(
        (await h.request('GET', '/association/firstSteps', { token })).body.etapes.map(
          (e: { code: string; faite: boolean }) => [e.code, e.faite],
        ),
      );
    assert.deepEqual(await steps(), { reglages: false, secretaire: false, blocs: false });

    const roles = (await h.request('GET', '/user/roles', { token })).body.roles as Array<{ id: number; code: string }>;
    const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
    const person = (prenom: string, role: string, bloc = 'Bloc Manguier') => ({
      nom: 'Mbappé',
      prenom,
      telephone: freshPhone(),
      bloc,
      sexe: 'F',
      role: roleId(role),
    });
    // Nobody can validate a nomination in an association of one: the first Secrétaire is named at
    // registration. Two at once: one.
    const both = await Promise.all([
      h.request('POST', '/auth/register', { token, body: person('Aline', 'secretaire') }),
      h.request('POST', '/auth/register', { token, body: person('Brigitte', 'secretaire') }),
    ]);
    assert.deepEqual(both.map((res) => res.status).sort(), [200, 403]);
    assert.match(both.find((res) => res.status === 403)!.body.msg, /ne se donne pas à l’inscription/);
    assert.deepEqual(await steps(), { reglages: false, secretaire: true, blocs: false });
    // The Président role is never given at registration, and the Secrétaire only while vacant.
    assert.equal((await h.request('POST', '/auth/register', { token, body: person('C', 'president') })).status, 403);
    assert.equal((await h.request('POST', '/auth/register', { token, body: person('D', 'secretaire') })).status, 403);

    assert.equal(
      (await h.request('POST', '/auth/register', { token, body: person('E', 'membre', 'Bloc Rail') })).status,
      200,
    );
    assert.deepEqual(await steps(), { reglages: false, secretaire: true, blocs: true });

    const saved = await h.request('PUT', '/association', {
      token,
      body: {
        nom: 'Premiers Pas de Ndogbong',
        presentation: 'Entraide des familles de Ndogbong.',
        contactTelephone: null,
        whatsapp: null,
        montantMensuel: 1000,
        objectifSolidarite: 100000,
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(await steps(), { reglages: true, secretaire: true, blocs: true });
    // A plain member does not see the card.
    assert.equal(
      (await h.request('GET', '/association/firstSteps', { token: await h.login(DEMO_LOGINS.membre) })).status,
      403,
    );
  });
});
