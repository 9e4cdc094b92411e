import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { ASSOCIATION_HEADER } from '@quartier/shared';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config/env.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { databaseMessage } from '../../db/migrate.js';
import { associations, documents, members, operatorJournal, persons, transactions } from '../../db/schema.js';
import { asService } from '../../db/scope.js';
import { DEMO_ASSOCIATIONS, SECOND_DEMO_LOGINS } from '../../db/seed/demo.js';
import { exportDatabase } from '../../lib/backup.js';
import { ManualClock } from '../../lib/clock.js';
import { readCreationMode, hashInvitationCode } from '../../lib/service-settings.js';
import { createTestDatabase } from '../../test/database.js';
import { describeDifference, fingerprintAssociation } from '../../test/fingerprint.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness, suiteCleanup } from '../../test/helpers.js';
import { checkOperatorKey, newOperatorKey, operatorKeyHash } from './keys.js';
import { countRows } from './repository.js';
import * as operator from './service.js';

/**
 * Issue 22, the operator: every command as a function against a real database (both kinds), the
 * suspension through real HTTP, export and import into another database with equal totals.
 * The commands through the real CLI process are in cli.test.ts.
 */

const A = DEMO_ASSOCIATIONS.main.slug;
const B = DEMO_ASSOCIATIONS.second.slug;
const OP = 'alice';

const cleanup = suiteCleanup();
let h: Harness;
before(async () => {
  h = await build(cleanup);
});

/** The database's own words, under drizzle's "Failed query" wrapper. */
async function refusedByDatabase(work: Promise<unknown>, pattern: RegExp) {
  await assert.rejects(work, (error: unknown) => {
    assert.match(databaseMessage(error), pattern);
    return true;
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const inB = { [ASSOCIATION_HEADER]: B };
const login = (telephone: string, headers: Record<string, string> = {}) =>
  h.request('POST', '/auth/login', { body: { telephone, password: DEMO_PASSWORD, rememberMe: false }, headers });

async function idOf(db: Database, slug: string) {
  const [row] = await db.select({ id: associations.id }).from(associations).where(eq(associations.slug, slug));
  return row?.id;
}

async function journalCount(db: Database) {
  const [row] = await asService(async () => await db.select({ n: sql<number>`count(*)::int` }).from(operatorJournal));
  return row!.n;
}

describe('operator keys (issue 22)', () => {
  it('a key is checked against OPERATOR_KEYS by its sha-256, and names its operator', () => {
    const first = newOperatorKey('alice');
    const second = newOperatorKey('bob');
    assert.match(first.key, /^qop_[A-Za-z0-9_-]{43}$/);
    assert.equal(first.entry, `alice:${operatorKeyHash(first.key)}`);
    const config = loadConfig({ OPERATOR_KEYS: `${first.entry},${second.entry}` });
    assert.deepEqual(checkOperatorKey(config.operator.keys, second.key), { ok: true, nom: 'bob' });
    assert.deepEqual(checkOperatorKey(config.operator.keys, `  ${first.key}\n`), { ok: true, nom: 'alice' });
    const wrong = checkOperatorKey(config.operator.keys, newOperatorKey('alice').key);
    assert.equal(wrong.ok, false);
    assert.match((wrong as { reason: string }).reason, /Clé d’opérateur refusée/);
    assert.match(
      (checkOperatorKey(config.operator.keys, undefined) as { reason: string }).reason,
      /QUARTIER_OPERATOR_KEY/,
    );
    assert.match((checkOperatorKey([], first.key) as { reason: string }).reason, /Aucune clé d’opérateur/);
  });

  it('a malformed OPERATOR_KEYS stops the configuration with a French reason', () => {
    assert.throws(
      () => loadConfig({ OPERATOR_KEYS: 'alice:pas-une-empreinte' }),
      (error: unknown) => error instanceof ConfigError && /OPERATOR_KEYS doit être une liste/.test(error.message),
    );
    assert.equal(loadConfig({}).operator.deletionGraceDays, 30);
    assert.deepEqual(loadConfig({}).operator.keys, []);
  });
});

describe('list (issue 22)', () => {
  it('every association with its members, activity and size', async () => {
    await h.login(DEMO_LOGINS.president);
    const list = await operator.listAssociations(h.db);
    assert.deepEqual(
      list.map((a) => a.slug),
      [A, B],
    );
    const [a, b] = list as [operator.AssociationSummary, operator.AssociationSummary];
    const [counted] = rowsOf<{ total: number; actifs: number }>(
      await asService(
        async () =>
          await h.db.execute(
            sql`select count(*)::int as total, count(*) filter (where statut = 'Actif')::int as actifs from membres where association_id = ${a.id}`,
          ),
      ),
    );
    assert.deepEqual(a.membres, { total: counted!.total, actifs: counted!.actifs });
    assert.ok(a.activite.connexions30j >= 1 && a.activite.derniereConnexion, 'the login just made counts');
    assert.ok(a.activite.derniereCotisation);
    assert.ok(a.taille.lignes > b.taille.lignes && b.taille.lignes > 0 && a.taille.octets > 0);
    assert.equal(b.statut, 'active');
  });
});

describe('suspend and resume (issue 22)', () => {
  it('a suspended association refuses its logins, its sessions and its anonymous flows in French; another association is unaffected; resume restores it', async () => {
    const before = await login(SECOND_DEMO_LOGINS.president, inB);
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const bToken = before.body.token as string;
    const leaving = (await login(SECOND_DEMO_LOGINS.secretaire, inB)).body.token as string;
    const journalBefore = await journalCount(h.db);

    await operator.suspendAssociation(h.db, OP, B, 'Abonnement au service impayé');
    assert.equal(await journalCount(h.db), journalBefore + 1);

    const refused = await login(SECOND_DEMO_LOGINS.president, inB);
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /suspendue par l’équipe du service : Abonnement au service impayé\./);
    const session = await h.request('GET', '/auth/me', { token: bToken });
    assert.equal(session.status, 403, 'an open session of B is refused at once');
    assert.match(session.body.msg, /suspendue/);
    // Only logout still answers a session of B: a member may end hers (found by the outside look).
    const logout = await h.request('POST', '/auth/logout', { token: leaving });
    assert.equal(logout.status, 200, JSON.stringify(logout.body));
    assert.equal((await h.request('GET', '/auth/me', { token: leaving })).status, 401, 'that session is over');
    const forgot = await h.request('PUT', '/auth/forgotPassword', {
      body: { telephone: SECOND_DEMO_LOGINS.secretaire },
      headers: inB,
    });
    assert.equal(forgot.status, 403);
    // At the root address the phone leads to B: the answer is the usual one, but no code is sent.
    const forgotAtRoot = await h.request('PUT', '/auth/forgotPassword', {
      body: { telephone: SECOND_DEMO_LOGINS.secretaire },
    });
    assert.equal(forgotAtRoot.status, 200);
    assert.equal(await h.lastSms(SECOND_DEMO_LOGINS.secretaire), undefined, 'no SMS for a suspended association');
    const reset = {
      telephone: SECOND_DEMO_LOGINS.secretaire,
      otp: '123456',
      password: 'nouveau-mot-de-passe-1',
      confirmPassword: 'nouveau-mot-de-passe-1',
    };
    for (const headers of [inB, {}]) {
      const refusedReset = await h.request('PUT', '/auth/resetPassword', { body: reset, headers });
      assert.equal(refusedReset.status, 403, JSON.stringify(refusedReset.body));
      assert.match(refusedReset.body.msg, /suspendue par l’équipe du service/);
    }
    const page = await h.request('GET', '/association', { headers: inB });
    assert.equal(page.status, 200);
    assert.equal(page.body.association.suspendue, true);
    assert.match(page.body.association.messageSuspension, /Abonnement au service impayé/);
    // B's president has no other association: at the root address she is refused too.
    const atRoot = await login(SECOND_DEMO_LOGINS.president);
    assert.equal(atRoot.status, 403);
    // A's president is also a member of B: she signs in to A, wherever she last was.
    const other = await login(DEMO_LOGINS.president);
    assert.equal(other.status, 200);
    assert.equal(other.body.association.slug, A);
    const aPage = await h.request('GET', '/association');
    assert.equal(aPage.body.association.suspendue, false);
    assert.equal(aPage.body.association.messageSuspension, null);
    // Switching into the suspended association is refused as well.
    const bId = await idOf(h.db, B);
    const switched = await h.request('POST', '/auth/switchAssociation', {
      token: other.body.token,
      body: { associationId: bId },
    });
    assert.equal(switched.status, 403);

    await operator.resumeAssociation(h.db, OP, B);
    assert.equal((await h.request('GET', '/auth/me', { token: bToken })).status, 200, 'the same session works again');
    assert.equal((await login(SECOND_DEMO_LOGINS.president, inB)).status, 200);
    assert.equal((await h.request('GET', '/association', { headers: inB })).body.association.suspendue, false);
    await assert.rejects(operator.suspendAssociation(h.db, OP, 'inconnue'), /Association inconnue : inconnue/);
  });
});

/** What an import must bring: every association table's rows, money, documents' bytes. */
async function contentOf(db: Database, slug: string) {
  return asService(async () => {
    const id = (await idOf(db, slug))!;
    const money = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select (select coalesce(sum(montant), 0) from transactions where association_id = ${id} and cotisation_id = 1)::text as solidarite,
               (select coalesce(sum(montant), 0) from transactions where association_id = ${id} and cotisation_id = 3)::text as mensuelle,
               (select coalesce(sum(montant + transport), 0) from sorties where association_id = ${id} and statut = 'Valide')::text as sorties,
               (select coalesce(sum(montant), 0) from sortie_parts where association_id = ${id})::text as parts,
               (select string_agg(concat_ws(':', cotisation_id, annee, mois, montant), ',' order by cotisation_id, annee, mois)
                  from totaux_mensuels where association_id = ${id}) as totaux,
               (select string_agg(concat_ws(':', cotisation_id, annee, montant), ',' order by cotisation_id, annee)
                  from totaux_parts where association_id = ${id}) as totaux_parts`),
    )[0];
    const docs = await db
      .select({ id: documents.id, kind: documents.kind, content: documents.content })
      .from(documents)
      .where(eq(documents.associationId, id))
      .orderBy(asc(documents.id));
    return {
      rows: await countRows(db, id),
      money,
      documents: docs.map((d) => `${d.id}:${d.kind}:${createHash('sha256').update(d.content).digest('hex')}`),
    };
  });
}

async function serveOn(database: DatabaseHandle) {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'log', LOG_LEVEL: 'silent' }),
    database,
    clock: new ManualClock(),
    webDir: null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api` };
}

describe('export and import (issue 22)', () => {
  it('an association exported here is imported into an empty service with equal rows, totals and documents; its members sign in there with their password', async () => {
    await h.login(DEMO_LOGINS.secretaire); // an audited login: the journal of A travels too
    const exported = await operator.exportAssociation(h.db, OP, A);
    assert.ok(exported.totals.lignes.transactions! > 0 && exported.totals.lignes.sorties! > 0);
    assert.ok(exported.totals.lignes.audit_log! > 0 && exported.totals.documents.length >= 4);
    const source = await contentOf(h.db, A);

    const target = await createTestDatabase();
    try {
      const imported = await operator.importAssociation(target.db, OP, exported.file);
      assert.equal(imported.association.slug, A);
      assert.equal(imported.personnes.existantes, 0);
      const copy = await contentOf(target.db, A);
      assert.deepEqual(copy, source, 'same rows per table, same money, same documents byte for byte');
      assert.deepEqual(imported.totals, exported.totals);
      // Sessions and codes do not travel (their tokens name the old service's association id).
      const [sessions] = rowsOf<{ n: number }>(await target.db.execute(sql`select count(*)::int as n from sessions`));
      assert.equal(sessions!.n, 0);

      // A member signs in there, with the password she had here.
      const { app, base } = await serveOn(target);
      try {
        const res = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [ASSOCIATION_HEADER]: A },
          body: JSON.stringify({ telephone: DEMO_LOGINS.secretaire, password: DEMO_PASSWORD, rememberMe: false }),
        });
        const body = (await res.json()) as { status: string; association: { slug: string } };
        assert.equal(res.status, 200, JSON.stringify(body));
        assert.equal(body.association.slug, A);
        // New rows of the imported association get ids past the imported ones (sequences advanced).
        const token = (body as unknown as { token: string }).token;
        const me = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
        assert.equal(me.status, 200);
      } finally {
        await app.close();
      }
      const [maxIds] = rowsOf<{ t: number; next: number }>(
        await target.db.execute(
          sql`select (select max(id) from transactions)::int as t, (select last_value from transactions_id_seq)::int as next`,
        ),
      );
      assert.ok(maxIds!.next >= maxIds!.t, 'the transactions sequence is past every imported id');

      // The reverse move: the whole-service backup of that one-association installation (which
      // has lived a little: a login, its jobs) comes back here under another address.
      const there = await contentOf(target.db, A);
      const backup = await exportDatabase(target.db);
      const back = await operator.importAssociation(h.db, OP, backup, { slug: 'arb-de-retour' });
      assert.deepEqual(await contentOf(h.db, 'arb-de-retour'), there);
      assert.deepEqual(there.money, source.money);
      assert.equal(back.personnes.nouvelles, 0, 'every person was already here: each keeps her password');
    } finally {
      await target.close();
    }
  });

  it('refuses, with nothing written, an existing slug, a file that is not an export, an unknown format version', async () => {
    const exported = await operator.exportAssociation(h.db, OP, B);
    const countsBefore = rowsOf<Record<string, number>>(
      await h.db.execute(
        sql`select (select count(*) from associations)::int as a, (select count(*) from personnes)::int as p, (select count(*) from membres)::int as m, (select count(*) from journal_operateur)::int as j`,
      ),
    );
    await assert.rejects(operator.importAssociation(h.db, OP, exported.file), /existe déjà sur ce service/);
    await assert.rejects(operator.importAssociation(h.db, OP, Buffer.from('bonjour')), /pas un export lisible/);
    await assert.rejects(
      operator.importAssociation(h.db, OP, gzipSync(JSON.stringify({ format: 'quartier-association/9' }))),
      /Version de format inconnue/,
    );
    await assert.rejects(
      operator.importAssociation(h.db, OP, gzipSync(JSON.stringify({ format: 'autre-chose' }))),
      /pas un export d’association/,
    );
    await assert.rejects(
      operator.importAssociation(h.db, OP, exported.file, { slug: 'Pas Valide' }),
      /Adresse invalide/,
    );
    // A file whose totals do not match its rows (edited by hand) is refused before anything is written.
    const tampered = JSON.parse((await import('node:zlib')).gunzipSync(exported.file).toString('utf8'));
    tampered.tables.transactions[0].montant += 1000;
    await assert.rejects(
      operator.importAssociation(h.db, OP, gzipSync(JSON.stringify(tampered)), { slug: 'falsifiee' }),
      /Export incohérent/,
    );
    const countsAfter = rowsOf<Record<string, number>>(
      await h.db.execute(
        sql`select (select count(*) from associations)::int as a, (select count(*) from personnes)::int as p, (select count(*) from membres)::int as m, (select count(*) from journal_operateur)::int as j`,
      ),
    );
    assert.deepEqual(countsAfter, countsBefore);
  });
});

describe('delete after an export, grace, purge (issue 22)', () => {
  it('refused without a current export; after one, suspended, then purged past its date: exactly its rows go, the others’ stay, the journal stays and cannot change', async () => {
    const aId = (await idOf(h.db, A))!;
    const bId = (await idOf(h.db, 'arb-de-retour'))!;
    // A fresh association without any export: refused.
    await assert.rejects(operator.scheduleDeletion(h.db, OP, 'arb-de-retour', 30), /Aucun export de arb-de-retour/);
    await operator.exportAssociation(h.db, OP, 'arb-de-retour');
    // A change after the export makes it stale.
    await asService(
      async () =>
        await h.db.execute(
          sql`insert into audit_log (association_id, actor_id, action, entity) values (${bId}, null, 'essai', 'essai')`,
        ),
    );
    await assert.rejects(
      operator.scheduleDeletion(h.db, OP, 'arb-de-retour', 30),
      /a changé depuis son dernier export/,
    );
    await operator.exportAssociation(h.db, OP, 'arb-de-retour');

    const aBefore = await fingerprintAssociation(h.db, aId);
    const scheduled = await operator.scheduleDeletion(h.db, OP, 'arb-de-retour', 30);
    assert.ok(new Date(scheduled.suppressionPrevueLe).getTime() > Date.now() + 29 * 86_400_000);
    const [row] = await h.db.select().from(associations).where(eq(associations.id, bId));
    assert.equal(row!.statut, 'suspendue');
    assert.deepEqual(await operator.purgeDue(h.db, OP), [], 'nothing is due during the grace period');
    await assert.rejects(operator.resumeAssociation(h.db, OP, 'arb-de-retour'), /annulez d’abord la suppression/);
    await operator.cancelDeletion(h.db, OP, 'arb-de-retour');
    await assert.rejects(operator.cancelDeletion(h.db, OP, 'arb-de-retour'), /n’est pas à supprimer/);

    // The money guards still refuse, even naming the association, while its date has not passed.
    const guarded = (id: number) =>
      h.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('quartier.purge_association', ${String(id)}, true)`);
        await tx.delete(transactions).where(eq(transactions.associationId, id));
      });
    await refusedByDatabase(guarded(bId), /jamais effacés/);
    await refusedByDatabase(guarded(aId), /jamais effacés/);

    await operator.scheduleDeletion(h.db, OP, 'arb-de-retour', 0);
    // Past its date, deleting without naming it in the purge's setting is still refused.
    await refusedByDatabase(
      h.db.transaction(async (tx) => {
        await tx.delete(transactions).where(eq(transactions.associationId, bId));
      }),
      /jamais effacés/,
    );
    const purged = await operator.purgeDue(h.db, OP);
    assert.deepEqual(
      purged.map((p) => p.slug),
      ['arb-de-retour'],
    );
    assert.ok(purged[0]!.lignes.transactions! > 0);
    for (const table of Object.keys(purged[0]!.lignes)) {
      const [left] = rowsOf<{ n: number }>(
        await h.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where association_id = ${bId}`),
      );
      assert.equal(left!.n, 0, `${table}: no row of the purged association left`);
    }
    assert.equal(await idOf(h.db, 'arb-de-retour'), undefined);
    const aAfter = await fingerprintAssociation(h.db, aId);
    assert.equal(aAfter.hash, aBefore.hash, describeDifference(aBefore, aAfter));
    // The persons were A's too: they stay, with their memberships of A.
    const [kept] = rowsOf<{ n: number }>(
      await h.db.execute(
        sql`select count(*)::int as n from personnes p where exists (select 1 from membres m where m.personne_id = p.id)`,
      ),
    );
    const [all] = await h.db.select({ n: sql<number>`count(*)::int` }).from(persons);
    assert.equal(kept!.n, all!.n, 'no person left without a membership');
    assert.ok((await h.db.select().from(members).where(eq(members.associationId, aId))).length > 0);

    const journal = await operator.operatorJournal(h.db, 'arb-de-retour');
    assert.deepEqual(
      journal.map((e) => e.action),
      [
        'association.import',
        'association.export',
        'association.export',
        'association.delete',
        'association.cancel_delete',
        'association.delete',
        'association.purge',
      ],
    );
    assert.ok(journal.every((e) => e.operateur === OP));
    await refusedByDatabase(
      asService(async () => await h.db.execute(sql`update journal_operateur set operateur = 'mallory'`)),
      /journal des opérateurs ne se modifie pas/,
    );
    await refusedByDatabase(
      asService(async () => await h.db.execute(sql`delete from journal_operateur`)),
      /journal des opérateurs ne se modifie pas/,
    );
  });
});

describe('creation mode and invitation codes (issue 22)', () => {
  it('switches creation to invitation codes only; a code is shown once and stored hashed', async () => {
    await operator.setCreationMode(h.db, OP, 'invitation');
    assert.equal(await readCreationMode(h.db), 'invitation');
    await assert.rejects(operator.setCreationMode(h.db, OP, 'fermee'), /ouverte.*invitation/);
    const invitation = await operator.createInvitation(h.db, OP, { note: 'Quartier Akwa', expireDays: 30 });
    assert.match(invitation.code, /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = rowsOf<{ code_hash: string; note: string }>(
      await asService(async () => await h.db.execute(sql`select code_hash, note from codes_invitation`)),
    );
    assert.deepEqual(stored, [{ code_hash: hashInvitationCode(invitation.code), note: 'Quartier Akwa' }]);
    const journal = await operator.operatorJournal(h.db);
    const last = journal.at(-1)!;
    assert.equal(last.action, 'service.invitation');
    assert.ok(!JSON.stringify(journal).includes(invitation.code), 'the code itself is never journaled');
    await operator.setCreationMode(h.db, OP, 'ouverte');
    assert.equal(await readCreationMode(h.db), 'ouverte');
  });
});

describe('naming an officer when the office is vacant (issue 23: the command the bureau refusal points to)', () => {
  const officeOf = async (telephone: string) => {
    const [row] = rowsOf<{ code: string; statut: string }>(
      await asService(
        async () =>
          await h.db.execute(
            sql`select r.code, m.statut from membres m join roles r on r.id = m.role_id join associations a on a.id = m.association_id where a.slug = ${B} and m.telephone = ${telephone}`,
          ),
      ),
    );
    return row;
  };

  it('refuses while an active Président holds the office, and bad input, with nothing written; names an active member once the Président is suspended, who then signs in as Président', async () => {
    const bId = (await idOf(h.db, B))!;
    const [plain] = rowsOf<{ telephone: string }>(
      await asService(
        async () =>
          await h.db.execute(
            sql`select m.telephone from membres m join roles r on r.id = m.role_id where m.association_id = ${bId} and r.code = 'membre' and m.statut = 'Actif' order by m.id limit 1`,
          ),
      ),
    );
    assert.ok(plain, 'the second demo association has an active plain member');
    const journalBefore = await journalCount(h.db);

    await assert.rejects(
      operator.appointOfficer(h.db, OP, B, plain.telephone, 'president'),
      /a un Président actif : la passation se fait dans l’application/,
    );
    await assert.rejects(
      operator.appointOfficer(h.db, OP, B, plain.telephone, 'tresorier'),
      /--role president ou --role secretaire/,
    );
    await assert.rejects(operator.appointOfficer(h.db, OP, B, 'abc', 'president'), /--telephone/);
    await assert.rejects(operator.appointOfficer(h.db, OP, B, '+237699999990', 'president'), /Aucun membre de/);
    await assert.rejects(
      operator.appointOfficer(h.db, OP, 'inconnue', plain.telephone, 'president'),
      /Association inconnue/,
    );
    assert.equal(await journalCount(h.db), journalBefore);
    assert.deepEqual(await officeOf(plain.telephone), { code: 'membre', statut: 'Actif' });

    // The Président is suspended: nobody inside the association can validate a change to the bureau.
    await asService(
      async () =>
        await h.db.execute(
          sql`update membres set statut = 'Suspendu' where association_id = ${bId} and telephone = ${SECOND_DEMO_LOGINS.president}`,
        ),
    );
    const done = await operator.appointOfficer(h.db, OP, B, plain.telephone, 'president');
    assert.equal(done.role, 'president');
    assert.ok(done.remplace, 'the suspended Président gives the office back');
    assert.deepEqual(await officeOf(plain.telephone), { code: 'president', statut: 'Actif' });
    assert.deepEqual(await officeOf(SECOND_DEMO_LOGINS.president), { code: 'membre', statut: 'Suspendu' });
    assert.equal(await journalCount(h.db), journalBefore + 1);
    const [entry] = await operator
      .operatorJournal(h.db, B)
      .then((all) => all.filter((e) => e.action === 'bureau.nomination'));
    assert.equal(entry?.operateur, OP);
    const audited = rowsOf<{ n: number }>(
      await asService(
        async () =>
          await h.db.execute(
            sql`select count(*)::int as n from audit_log where association_id = ${bId} and action = 'membre.update' and after->>'operateur' = ${OP}`,
          ),
      ),
    );
    assert.equal(audited[0]!.n, 2);

    const signedIn = await login(plain.telephone, inB);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    assert.equal(signedIn.body.membre.Role.nom, 'Président');

    // Once named, a second naming to the same office is refused: the office has an active holder.
    await assert.rejects(operator.appointOfficer(h.db, OP, B, plain.telephone, 'president'), /est déjà Président/);
  });
});
