import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { hashPassword } from '../lib/auth/password.js';
import { hashCode, randomToken, sha256 } from '../lib/auth/tokens.js';
import { ensureAssociationsReady } from '../modules/associations/service.js';
import { createPostgresDatabase } from '../test/database.js';
import { openDatabase, type Database, type DatabaseTarget, type Executor } from './client.js';
import { MIGRATIONS_FOLDER, readMigrations } from './migrate.js';

/**
 * "An existing single-association database (embedded or PostgreSQL, full of data, with live
 * sessions) upgrades in place into association number 1: every row, total, document and session
 * kept" (issue 21). The database is built by the migrations before 0010, filled the way the
 * previous version wrote it, upgraded by the committed migrations, then used through the app.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const LAST_BEFORE_ASSOCIATIONS = '0009_money_bigint';

/** The migrations as the previous version shipped them: files and journal up to 0009. */
function previousMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-migrations-0009-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((entry) => entry.tag === LAST_BEFORE_ASSOCIATIONS);
  assert.ok(last >= 0, `${LAST_BEFORE_ASSOCIATIONS} is in the journal`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** A place for an installation's data: a DATA_DIR on disk (as a server has), or a database on the server. */
async function storage(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (onPostgres) {
    const scratch = await createPostgresDatabase();
    return { target: { kind: 'postgres', url: scratch.url }, drop: scratch.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-upgrade-'));
  return {
    target: { kind: 'pglite', dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function query<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

const NAME = 'Association des Résidents de Bépanda & Ndogbong';
/** Lower case, accents dropped, anything else a dash, cut at 40 characters, no dash at either end. */
const SLUG = 'association-des-residents-de-bepanda-ndo';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

const DAY = 86_400_000;

/** Members as the previous version stored them: phone unique, password hash on the member. */
const PEOPLE = [
  { nom: 'Nkoulou', prenom: 'Marie', sexe: 'F', telephone: '+237690100001', role: 'president', statut: 'Actif' },
  { nom: 'Tchoupo', prenom: 'Serge', sexe: 'M', telephone: '+237690100002', role: 'secretaire', statut: 'Actif' },
  { nom: 'Fotso', prenom: 'Aïcha', sexe: 'F', telephone: '+237690100003', role: 'membre', statut: 'Actif' },
  { nom: 'Ndjock', prenom: 'Paul', sexe: 'M', telephone: '+237690100004', role: 'membre', statut: 'En Attente' },
  { nom: 'Owona', prenom: 'Grâce', sexe: 'F', telephone: '+237690100005', role: 'membre', statut: 'Suspendu' },
  { nom: 'Simo', prenom: 'Hervé', sexe: 'M', telephone: '+237690100006', role: 'tresorier', statut: 'Actif' },
] as const;
const password = (index: number) => `ancien-mot-de-passe-${index + 1}`;

interface Secrets {
  ids: number[];
  /** Unprefixed session tokens, as issued before issue 21. */
  liveToken: string;
  revokedToken: string;
  expiredToken: string;
  linkToken: string;
  otp: string;
  documents: Record<string, Buffer>;
}

/** One installation's worth of data, in the 0009 schema, with the SQL the previous version ran. */
async function fillPreviousVersion(db: Database): Promise<Secrets> {
  const now = Date.now();
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  const secrets: Secrets = {
    ids: [],
    liveToken: randomToken(32),
    revokedToken: randomToken(32),
    expiredToken: randomToken(32),
    linkToken: randomToken(16),
    otp: '482913',
    documents: {},
  };
  const hashes = await Promise.all(
    PEOPLE.map((person, index) => (person.statut === 'En Attente' ? null : hashPassword(password(index)))),
  );
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries({
      'association.nom': NAME,
      'association.presentation': 'Les familles de Bépanda et de Ndogbong, ensemble depuis 2019.',
      'association.contactTelephone': '+237690100002',
      'association.montantMensuel': 3000,
      'association.objectifSolidarite': 40000,
    }))
      await tx.execute(
        sql`insert into parametres (key, value, updated_at) values (${key}, ${JSON.stringify(value)}::jsonb, ${at(300)})`,
      );

    for (const [index, person] of PEOPLE.entries()) {
      const [row] = await query<{ id: number }>(
        tx,
        sql`insert into membres (nom, prenom, sexe, telephone, bloc, role_id, statut, password_hash, created_at, updated_at)
            select ${person.nom}, ${person.prenom}, ${person.sexe}, ${person.telephone}, ${`Bloc ${'ABC'[index % 3]}`},
                   id, ${person.statut}, ${hashes[index]}, ${at(800 - index)}, ${at(10 + index)}
            from roles where code = ${person.role} returning id`,
      );
      secrets.ids.push(row!.id);
    }
    const [president, secretaire, membre, attente, suspendu, tresorier] = secrets.ids as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    await tx.execute(sql`update parametres set updated_by = ${secretaire} where key = 'association.montantMensuel'`);
    for (const id of secrets.ids)
      for (const caisse of id === attente ? [2, 3] : [1, 2, 3])
        await tx.execute(
          sql`insert into membre_cotisations (membre_id, cotisation_id, statut) values (${id}, ${caisse}, ${id === suspendu && caisse === 1 ? 'Inactif' : 'Actif'})`,
        );

    // Monthly dues in fund 3 for two years, solidarity payments in fund 1, a few big ones.
    for (const [index, id] of [president, secretaire, membre, suspendu, tresorier].entries())
      for (const annee of [2024, 2025])
        for (let mois = 1; mois <= 12; mois++) {
          if ((mois + index) % 5 === 0) continue; // some months missed: "à compléter"
          await tx.execute(sql`insert into transactions (membre_id, cotisation_id, montant, mois, annee, created_by, created_at)
                               values (${id}, 3, ${mois === 12 ? 6000 : 3000}, ${mois}, ${annee}, ${secretaire},
                                       ${new Date(Date.UTC(annee, mois - 1, 5 + index)).toISOString()})`);
          if (mois % 4 === index % 4)
            await tx.execute(sql`insert into transactions (membre_id, cotisation_id, montant, mois, annee, created_by, created_at)
                                 values (${id}, 1, ${5000 * (1 + (index % 3))}, ${mois}, ${annee}, ${president},
                                         ${new Date(Date.UTC(annee, mois - 1, 20)).toISOString()})`);
        }

    // A correction under a validated request (four eyes), another request still pending.
    const [request] = await query<{ id: number }>(
      tx,
      sql`insert into demandes_modification (demandeur_id, libelle, type, cotisation_id, cible_id, mois, annee, statut,
                                             validateur_id, validated_at, used_at, created_at)
          values (${secretaire}, 'Février saisi deux fois', 'entree', 3, ${membre}, 2, 2025, 'Valide',
                  ${president}, ${at(40)}, ${at(39.9)}, ${at(41)}) returning id`,
    );
    await tx.execute(sql`insert into transactions (membre_id, cotisation_id, montant, mois, annee, kind, demande_id, created_by, created_at)
                         values (${membre}, 3, -3000, 2, 2025, 'correction', ${request!.id}, ${secretaire}, ${at(39.9)})`);
    await tx.execute(sql`insert into demandes_modification (demandeur_id, libelle, type, cotisation_id, cible_id, mois, annee, created_at)
                         values (${secretaire}, 'Mois de mars à revoir', 'entree', 1, ${tresorier}, 3, 2025, ${at(1)})`);

    // A validated withdrawal from the solidarity fund with each active subscriber's share, one pending.
    const sharers = [president, secretaire, membre, tresorier];
    const [withdrawal] = await query<{ id: number }>(
      tx,
      sql`insert into sorties (cotisation_id, type, libelle, montant, transport, delai_recouvrement, beneficiaire_id, statut,
                               nbr_personnes, part, demandeur_id, validateur_id, validated_at, created_at)
          values (1, '1', 'Décès de la mère de Mme Fotso', 40000, 4000, '2025-09-30', ${membre}, 'Valide',
                  ${sharers.length}, 11000, ${secretaire}, ${president}, ${at(120)}, ${at(121)}) returning id`,
    );
    for (const id of sharers)
      await tx.execute(sql`insert into sortie_parts (sortie_id, membre_id, cotisation_id, annee, montant)
                           values (${withdrawal!.id}, ${id}, 1, 2025, 11000)`);
    await tx.execute(sql`insert into sorties (cotisation_id, type, libelle, montant, demandeur_id, created_at)
                         values (3, 'Travaux', 'Curage du caniveau', 25000, ${president}, ${at(2)})`);

    await tx.execute(sql`insert into demandes_bureau (demandeur_id, membre_id, changement, avant, created_at)
                         values (${president}, ${tresorier}, '{"statut": "Suspendu"}', '{"statut": "Actif"}', ${at(3)})`);

    await tx.execute(sql`insert into notifications (destinataire_id, type, titre, contenu, created_at)
                         values (null, 'rappel', 'Cotisation du mois', 'Pensez à votre cotisation de juin.', ${at(20)})`);
    await tx.execute(sql`insert into notifications (destinataire_id, type, titre, contenu, created_by, created_at)
                         values (${secretaire}, 'request', 'Demande à valider', 'Une correction attend votre avis.', ${president}, ${at(1)})`);

    // The four documents, the statutes in two versions (every version is kept).
    for (const [kind, text, days] of [
      ['statuts', 'Statuts 2019', 900],
      ['statuts', 'Statuts révisés 2024', 200],
      ['legalisation', 'Récépissé de déclaration', 890],
      ['reglement', 'Règlement intérieur', 880],
      ['assistance', 'Barème d’assistance', 870],
    ] as const) {
      const content = pdf(text);
      secrets.documents[kind] = content;
      await tx.execute(sql`insert into documents (kind, content, size, sha256, is_sample, uploaded_by, created_at)
                           values (${kind}, ${content}, ${content.length}, ${createHash('sha256').update(content).digest('hex')},
                                   false, ${president}, ${at(days)})`);
    }

    // Sessions: one live and remembered, one revoked, one expired.
    for (const [token, id, revoked, expires] of [
      [secrets.liveToken, membre, null, new Date(now + 20 * DAY).toISOString()],
      [secrets.revokedToken, membre, at(1), new Date(now + 20 * DAY).toISOString()],
      [secrets.expiredToken, president, null, at(0.1)],
    ] as const)
      await tx.execute(sql`insert into sessions (token_hash, membre_id, remember, created_at, expires_at, revoked_at)
                           values (${sha256(token)}, ${id}, true, ${at(10)}, ${expires}, ${revoked})`);

    // The waiting member's confirmation code and link (the hash is bound to the row's id), a used reset code.
    const [code] = await query<{ id: number }>(
      tx,
      sql`insert into codes_sms (membre_id, purpose, code_hash, link_token_hash, created_at, expires_at)
          values (${attente}, 'confirmation', '', ${sha256(secrets.linkToken)}, ${at(0.5)}, ${new Date(now + 2 * DAY).toISOString()})
          returning id`,
    );
    await tx.execute(sql`update codes_sms set code_hash = ${hashCode(code!.id, secrets.otp)} where id = ${code!.id}`);
    await tx.execute(sql`insert into codes_sms (membre_id, purpose, code_hash, attempts, created_at, expires_at, used_at)
                         values (${membre}, 'reinitialisation', ${sha256('ancien code')}, 1, ${at(30)}, ${at(29.99)}, ${at(29.995)})`);

    await tx.execute(sql`insert into sms_outbox (recipient, message, status, attempts, provider, created_at, sent_at)
                         values ('+237690100004', 'Votre code : 482913', 'sent', 1, 'http', ${at(0.5)}, ${at(0.5)})`);
    await tx.execute(sql`insert into sms_outbox (recipient, message, created_at, next_attempt_at, last_error)
                         values ('+237690100005', 'Rappel de cotisation', ${at(0.2)}, ${at(0.1)}, 'passerelle indisponible')`);

    await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, before, after, ip, created_at)
                         values (${president}, 'sortie.validate', 'sortie', ${String(withdrawal!.id)},
                                 '{"statut": "En cours"}', '{"statut": "Valide"}', '10.0.0.7', ${at(120)}),
                                (${secretaire}, 'member.create', 'membre', ${String(attente)}, null,
                                 '{"nom": "Ndjock"}', '10.0.0.8', ${at(0.5)})`);
    await tx.execute(
      sql`insert into rate_limits (bucket, key, window_start, hits) values ('login-ip', '10.0.0.9', ${at(0.01)}, 3)`,
    );
    await tx.execute(sql`insert into idempotency_keys (membre_id, key, route, body_hash, response, created_at)
                         values (${secretaire}, 'cle-avant-0009', 'POST /cotisation/transaction', null, '{"status": "success"}', ${at(60)}),
                                (${secretaire}, 'cle-recente', 'POST /cotisation/transaction', ${sha256('corps')},
                                 '{"status": "success", "msg": "ok"}', ${at(0.2)})`);
    await tx.execute(
      sql`insert into job_runs (job, period, created_at) values ('rappels-mensuels', '2025-06', ${at(15)})`,
    );
  });
  return secrets;
}

/**
 * Columns the upgrade adds or moves: not part of what must be kept as it was. Receipts (migration
 * 0016) add transactions.recu (null on older rows) and membres.recus_sms (on by default).
 */
const NEW_OR_MOVED = ['association_id', 'personne_id', 'password_hash', 'recu', 'recus_sms'];
/** The journal (migration 0015) names the member and fund each audit entry concerns, filled from what it recorded. */
const NEW_IN_TABLE: Record<string, string[]> = { audit_log: ['membre_id', 'caisse_id'] };

/**
 * Each table's rows, every business column of every row (a hash, so an in-place change shows),
 * and the money: sums per fund, withdrawals and shares, and the monthly totals.
 */
async function fingerprint(db: Executor, tables: string[]) {
  const rows: Record<string, { n: number; hash: string }> = {};
  for (const table of tables) {
    const drop = [...NEW_OR_MOVED, ...(NEW_IN_TABLE[table] ?? [])].map((column) => ` - '${column}'`).join('');
    // The name moved into associations.nom (checked on its own).
    const where = table === 'parametres' ? `where key <> 'association.nom'` : '';
    const [row] = rowsOf<{ n: number; hash: string }>(
      await db.execute(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(j::text, '|' order by j::text), '')) as hash
                 from (select to_jsonb(t)${drop} as j from "${table}" t ${where}) s`),
      ),
    );
    rows[table] = row!;
  }
  const money = await query(
    db,
    sql`select (select json_agg(f order by f.caisse)::text from (select cotisation_id as caisse, sum(montant)::text as total
                                                                   from transactions group by 1) f) as funds,
               (select sum(montant + transport)::text from sorties where statut = 'Valide') as withdrawn,
               (select sum(montant)::text from sortie_parts) as shares,
               (select json_agg(k order by k.cotisation_id, k.annee, k.mois)::text
                  from (select cotisation_id, annee, mois, montant::text from totaux_mensuels) k) as monthly`,
  );
  return { rows, money: money[0] };
}

/** The app on the upgraded database, as server.ts starts it, answering on a real port. */
async function startApp(database: Awaited<ReturnType<typeof openDatabase>>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3001',
    PUBLIC_URL: 'http://localhost:3001',
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'log',
  });
  const app = await buildApp({ config, database, webDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const request = async (method: string, url: string, init: { token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const close = async () => {
    await app.close();
    await app.ctx.sms.stop();
  };
  return { request, close, base };
}

describe(`upgrade of a single-association installation into association 1 (${onPostgres ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  it('keeps every row, total, document and session; old sessions, passwords and links still work', async () => {
    const where = await storage();
    try {
      // The previous version: its migrations, its data, then it stops.
      const previous = await openDatabase(where.target);
      const first = await previous.migrate({ folder: previousMigrations() });
      assert.equal(first.applied.at(-1), LAST_BEFORE_ASSOCIATIONS);
      const secrets = await fillPreviousVersion(previous.db);
      const tables = (
        await query<{ name: string }>(
          previous.db,
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
        )
      ).map((row) => row.name);
      const before = await fingerprint(previous.db, tables);
      for (const table of tables.filter((t) => !['roles', 'caisses', 'totaux_mensuels'].includes(t)))
        assert.ok(before.rows[table]!.n > 0, `the old installation has rows in ${table}`);
      const oldMembers = await query<{
        id: number;
        telephone: string;
        password_hash: string | null;
        created_at: string;
      }>(previous.db, sql`select id, telephone, password_hash, created_at::text from membres order by id`);
      const [maxTransaction] = await query<{ id: number }>(
        previous.db,
        sql`select max(id)::int as id from transactions`,
      );
      await previous.close();

      // The new version starts on it: pending migrations, then what server.ts does before listening.
      const database = await openDatabase(where.target);
      try {
        const upgrade = await database.migrate();
        const committed = readMigrations().map((m) => m.tag);
        assert.deepEqual(upgrade.applied, committed.slice(committed.indexOf(LAST_BEFORE_ASSOCIATIONS) + 1));
        assert.ok(upgrade.applied.includes('0010_associations'));
        assert.equal(upgrade.backupFile !== null, !onPostgres, 'the embedded database is backed up first');
        await ensureAssociationsReady(database.db);
        const db = database.db;

        assert.deepEqual(await query(db, sql`select id, slug, nom from associations`), [
          { id: 1, slug: SLUG, nom: NAME },
        ]);
        for (const table of tables.filter((t) => !['roles', 'caisses'].includes(t))) {
          const [row] = rowsOf<{ others: number }>(
            await db.execute(sql.raw(`select count(*)::int as others from "${table}" where association_id <> 1`)),
          );
          assert.equal(row!.others, 0, `every row of ${table} belongs to association 1`);
        }
        const after = await fingerprint(db, tables);
        assert.deepEqual(after.rows, before.rows, 'every row of every table, column by column');
        assert.deepEqual(after.money, before.money, 'sums per fund, withdrawals, shares and monthly totals');
        // Receipts came later: the old payments have none, every member gets them by SMS unless she says no.
        assert.deepEqual(
          await query(
            db,
            sql`select (select count(*)::int from transactions where recu is not null) as numbered,
                       (select count(*)::int from membres where not recus_sms) as silenced`,
          ),
          [{ numbered: 0, silenced: 0 }],
        );
        assert.deepEqual(
          await query(
            db,
            sql`select t.cotisation_id, t.annee, t.mois from (select cotisation_id, annee, mois, sum(montant) as s
                from transactions group by 1, 2, 3) t full join totaux_mensuels k using (cotisation_id, annee, mois)
                where t.s is distinct from k.montant`,
          ),
          [],
          'the monthly totals are the sums of the contributions',
        );
        // Migration 0018 fills the share totals from the shares already there.
        assert.deepEqual(
          await query(
            db,
            sql`select s.association_id, s.cotisation_id, s.annee, s.total::text, k.montant::text as kept
                from (select association_id, cotisation_id, annee, sum(montant) as total from sortie_parts group by 1, 2, 3) s
                full join totaux_parts k using (association_id, cotisation_id, annee)
                where s.total is distinct from k.montant`,
          ),
          [],
          'the share totals are the sums of the shares',
        );
        const [kept] = await query<{ n: number }>(db, sql`select count(*)::int as n from totaux_parts`);
        assert.ok(kept!.n > 0, 'the shares written before the upgrade have their totals');
        assert.deepEqual(
          await query(db, sql`select key from parametres where key = 'association.nom'`),
          [],
          'the name lives in associations only',
        );

        // One person per member, with the password moved there, the membership pointing to them.
        const persons = await query<{
          membre: number;
          telephone: string;
          password_hash: string | null;
          derniere_association_id: number;
          created_at: string;
        }>(
          db,
          sql`select m.id as membre, p.telephone, p.password_hash, p.derniere_association_id, p.created_at::text
              from membres m join personnes p on p.id = m.personne_id and p.telephone = m.telephone order by m.id`,
        );
        assert.equal(
          (await query<{ n: number }>(db, sql`select count(*)::int as n from personnes`))[0]!.n,
          PEOPLE.length,
        );
        assert.deepEqual(
          persons,
          oldMembers.map((m) => ({
            membre: m.id,
            telephone: m.telephone,
            password_hash: m.password_hash,
            derniere_association_id: 1,
            created_at: m.created_at,
          })),
        );

        const app = await startApp(database);
        try {
          const [president, secretaire, membre, attente] = secrets.ids;

          // The session opened before the upgrade is still open, for the same member.
          const me = await app.request('GET', '/auth/me', { token: secrets.liveToken });
          assert.equal(me.status, 200, JSON.stringify(me.body));
          assert.equal(me.body.membre.id, membre);
          assert.equal(me.body.membre.telephone, PEOPLE[2].telephone);
          assert.equal(me.body.membre.nom, PEOPLE[2].nom);
          // Revoked and expired ones stay closed.
          for (const token of [secrets.revokedToken, secrets.expiredToken])
            assert.equal((await app.request('GET', '/auth/me', { token })).status, 401);

          // The root address shows association 1, with its settings.
          const association = await app.request('GET', '/association');
          assert.equal(association.status, 200, JSON.stringify(association.body));
          assert.equal(association.body.association.slug, SLUG);
          assert.equal(association.body.association.nom, NAME);
          assert.equal(association.body.association.montantMensuel, 3000);
          assert.equal(association.body.association.objectifSolidarite, 40000);

          // The old password opens association 1.
          const login = await app.request('POST', '/auth/login', {
            body: { telephone: PEOPLE[2].telephone, password: password(2), rememberMe: false },
          });
          assert.equal(login.status, 200, JSON.stringify(login.body));
          assert.equal(login.body.status, 'success');
          assert.equal(login.body.membre.id, membre);
          assert.deepEqual(login.body.association, { id: 1, slug: SLUG, nom: NAME });
          assert.deepEqual(
            login.body.associations.map((a: { id: number; courante: boolean }) => [a.id, a.courante]),
            [[1, true]],
          );
          assert.match(login.body.token, /^1\./, 'new tokens name the association');
          const wrong = await app.request('POST', '/auth/login', {
            body: { telephone: PEOPLE[2].telephone, password: password(0), rememberMe: false },
          });
          assert.equal(wrong.status, 401, 'another member’s password does not open it');

          // The documents served are the latest versions uploaded before.
          const statuts = await fetch(`${app.base}/cotisation/downloadStatus`);
          assert.equal(statuts.status, 200);
          assert.deepEqual(Buffer.from(await statuts.arrayBuffer()), secrets.documents.statuts);
          const list = await app.request('GET', '/cotisation/documents', { token: login.body.token });
          assert.equal(list.status, 200, JSON.stringify(list.body));
          assert.deepEqual(
            list.body.documents.map((d: { kind: string; isSample: boolean; versions: number }) => [
              d.kind,
              d.isSample,
              d.versions,
            ]),
            [
              ['statuts', false, 2],
              ['legalisation', false, 1],
              ['reglement', false, 1],
              ['assistance', false, 1],
            ],
            'no sample document added: the association’s own, every version',
          );

          // The confirmation link and code sent before the upgrade still confirm the account.
          const link = await app.request('GET', `/auth/confirmAccount/${secrets.linkToken}`);
          assert.equal(link.status, 200, JSON.stringify(link.body));
          assert.equal(link.body.compte, 'a_confirmer');
          assert.deepEqual(link.body.association, { slug: SLUG, nom: NAME });
          const confirmed = await app.request('PUT', `/auth/confirmAccount/${secrets.linkToken}`, {
            body: { otp: secrets.otp, password: 'nouveau-mot-de-passe', confirmPassword: 'nouveau-mot-de-passe' },
          });
          assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
          assert.equal(confirmed.body.membre.id, attente);

          // Money still moves: a payment after the upgrade gets a new id and reaches the monthly total.
          const officer = await app.request('POST', '/auth/login', {
            body: { telephone: PEOPLE[1].telephone, password: password(1), rememberMe: false },
          });
          assert.equal(officer.status, 200, JSON.stringify(officer.body));
          assert.equal(officer.body.membre.id, secretaire);
          const totalOf = async () =>
            (
              await query<{ montant: string | null }>(
                db,
                sql`select montant::text from totaux_mensuels where association_id = 1 and cotisation_id = 3 and annee = 2025 and mois = 5`,
              )
            )[0]?.montant;
          const totalBefore = await totalOf();
          const paid = await app.request('POST', '/cotisation/transaction', {
            token: officer.body.token,
            body: { idUser: president, montant: 2500, cotisation: 3, mois: 5, annee: 2025 },
          });
          assert.equal(paid.status, 200, JSON.stringify(paid.body));
          assert.equal(Number(await totalOf()), Number(totalBefore ?? 0) + 2500);
          const [newest] = await query<{ id: number; association_id: number }>(
            db,
            sql`select id, association_id from transactions order by id desc limit 1`,
          );
          assert.ok(newest!.id > maxTransaction!.id, 'the sequence continues after the old ids');
          assert.equal(newest!.association_id, 1);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    } finally {
      await where.drop();
    }
  });

  it('a name that makes a one-letter slug still upgrades (the address falls back to "association")', async () => {
    // In memory on PGlite: the disk and its backup are the first test's business.
    const where = onPostgres
      ? await storage()
      : { target: { kind: 'pglite', dataDir: null } as const, drop: async () => {} };
    try {
      const database = await openDatabase(where.target);
      try {
        await database.migrate({ folder: previousMigrations() });
        // The previous version accepted any name of 1 to 80 characters.
        await database.db.execute(sql`insert into parametres (key, value) values ('association.nom', '"É."'::jsonb)`);
        await database.migrate();
        assert.deepEqual(await query(database.db, sql`select id, slug, nom from associations`), [
          { id: 1, slug: 'association', nom: 'É.' },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await where.drop();
    }
  });
});
