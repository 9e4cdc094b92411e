import { sql } from 'drizzle-orm';
import { FIRST_YEAR, FRENCH_MONTHS, doualaDate, doualaMonthYear, sharePerPerson } from '@quartier/shared';
import type { Database, Executor } from '../client.js';
import { hashPassword } from '../../lib/auth/password.js';
import { rebuildMonthlyFundTotals, rebuildShareTotals } from '../fund-totals.js';
import { writeSettings } from '../../modules/settings/repository.js';
import { DEMO_PASSWORD, demoMembers, generator } from './demo.js';
import { findDefaultAssociation } from '../../modules/associations/repository.js';
import { ensureDefaultAssociation } from '../../modules/associations/service.js';
import { asService, withAssociation } from '../scope.js';
import { ensureSampleDocuments } from '../../modules/documents/service.js';
import { REMINDER_DAY, REMINDER_JOB } from '../../modules/notifications/reminders.js';

/**
 * A large association for the benches and the query-plan test (issue 9): members in every
 * block, both sexes, every status; subscriptions; monthly and solidarity contributions over the
 * years; withdrawals with their shares; modification requests in every status with the
 * corrections they allowed; notifications. Same data for the same arguments and month (seeded
 * generator). Written with a few large INSERTs: thousands of rows per statement.
 */

type Row = Record<string, string | number | null>;

const ROWS_PER_STATEMENT = 20_000;

/** Inserts rows through json_to_recordset: one parameter per statement, any row count. */
async function insertRows(executor: Executor, table: string, columns: Record<string, string>, rows: Row[]) {
  const keys = Object.keys(columns);
  const definition = keys.map((k) => `${k} ${columns[k]}`).join(', ');
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT));
    await executor.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(keys.join(', '))})
          select ${sql.raw(keys.join(', '))} from json_to_recordset(${chunk}::json) as r(${sql.raw(definition)})`,
    );
  }
}

export interface BenchSize {
  members: number;
  years: number;
  now?: Date;
  /** Empties a database that already has members instead of refusing it. */
  force?: boolean;
}

/** What the seed wrote, by French name of the rows. */
export type BenchCounts = Record<string, number>;

async function rowsOf<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Seeds `members` members over `years` years ending with the current Douala month into a
 * migrated database; refuses a database that has members unless `force`.
 */
export async function seedBench(db: Database, size: BenchSize): Promise<BenchCounts> {
  const { members: memberCount, years, now = new Date(), force = false } = size;
  const [{ n: existing } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from membres`);
  if (existing > 0 && !force)
    throw new Error(
      `La base contient déjà ${existing} membre(s) : bench:seed ne remplit qu’une base vide. ` +
        'Relancez avec --force pour l’effacer puis la remplir.',
    );

  const random = generator(9);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const current = doualaMonthYear(now);
  const firstYear = Math.max(FIRST_YEAR, current.year - years + 1);
  const start = Date.UTC(firstYear, 0, 1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = demoMembers(memberCount);
  const BLOCS = Array.from({ length: 12 }, (_, i) => `Bloc ${String.fromCharCode(65 + i)}`);
  // Douala is UTC+1 all year: 09:00 UTC is 10:00 in Douala, the same day and month.
  const inMonth = (year: number, mois: number) => new Date(Date.UTC(year, mois - 1, 1 + Math.floor(random() * 27), 9));
  const isPast = (year: number, mois: number) =>
    year < current.year || (year === current.year && mois <= current.month);
  const period = (year: number, mois: number) => `${year}-${String(mois).padStart(2, '0')}`;
  // The monthly reminder went out on the 5th (Douala) of each month gone by, as the job does.
  const reminded = (year: number, mois: number) =>
    `${period(year, mois)}-${String(REMINDER_DAY).padStart(2, '0')}` <= doualaDate(now);

  const roles = await rowsOf<{ id: number; code: string }>(db, sql`select id, code from roles`);
  const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
  const secretaryId = 2; // demoMembers: the president first, then the secretary

  const memberRows: Array<Row & { id: number; statut: string; created_at: string }> = [];
  const subscriptionRows: Array<Row & { membre_id: number; cotisation_id: number; statut: string }> = [];
  for (const [index, person] of people.entries()) {
    const id = index + 1;
    // Officers were there from the start; 75 % of the others too, the rest joined along the years.
    const joined =
      index < 7 || random() < 0.75
        ? new Date(start - 86_400_000 * 30)
        : new Date(start + random() * (now.getTime() - start));
    memberRows.push({
      id,
      nom: person.nom,
      prenom: person.prenom,
      sexe: person.sexe,
      telephone: person.telephone,
      bloc: index < 7 ? person.bloc : pick(BLOCS),
      role_id: roleId(person.role),
      statut: person.statut,
      password_hash: person.statut === 'En Attente' ? null : passwordHash,
      created_at: joined.toISOString(),
      updated_at: joined.toISOString(),
    });
    for (const caisse of person.caisses)
      subscriptionRows.push({
        membre_id: id,
        cotisation_id: caisse,
        statut: caisse === 1 && index >= 7 && random() < 0.05 ? 'Inactif' : 'Actif',
        created_at: joined.toISOString(),
      });
  }

  const transactionRows: Row[] = [];
  const monthlyPayments: Array<{
    membre_id: number;
    montant: number;
    mois: number;
    annee: number;
    created_at: string;
  }> = [];
  for (const member of memberRows) {
    if (member.statut === 'En Attente') continue;
    const caisses = people[member.id - 1]!.caisses;
    const diligence = 0.7 + random() * 0.3;
    const joined = new Date(member.created_at);
    for (let year = firstYear; year <= current.year; year++)
      for (let mois = 1; mois <= 12 && isPast(year, mois); mois++) {
        if (Date.UTC(year, mois, 1) <= joined.getTime()) continue;
        // A payment of the month she joined is recorded once she has joined ('Inscrit le').
        const paidAt = () => {
          const day = inMonth(year, mois);
          return (day < joined ? joined : day).toISOString();
        };
        if (caisses.includes(3) && random() < diligence) {
          const row = {
            membre_id: member.id,
            cotisation_id: 3,
            montant: random() < 0.1 ? 5000 : 2500,
            mois,
            annee: year,
            kind: 'versement',
            created_at: paidAt(),
            created_by: secretaryId,
          };
          transactionRows.push(row);
          monthlyPayments.push(row);
        }
        if (caisses.includes(1) && random() < diligence * 0.5)
          transactionRows.push({
            membre_id: member.id,
            cotisation_id: 1,
            montant: pick([5000, 10000, 15000]),
            mois,
            annee: year,
            kind: 'versement',
            created_at: paidAt(),
            created_by: secretaryId,
          });
      }
  }

  // Withdrawals: each year and fund, validated ones (shares to the active subscribers who had
  // joined by then), one rejected; two still waiting in the current year.
  const activeSubscription = new Set(
    subscriptionRows.filter((s) => s.statut === 'Actif').map((s) => `${s.membre_id}:${s.cotisation_id}`),
  );
  const subscribed = (caisse: number, at: Date) =>
    memberRows.filter(
      (m) => m.statut === 'Actif' && new Date(m.created_at) <= at && activeSubscription.has(`${m.id}:${caisse}`),
    );
  const withdrawalRows: Array<Row & { id: number; statut: string; cotisation_id: number }> = [];
  const shareRows: Row[] = [];
  const officers = [1, 2];
  const TYPES: Record<number, string[]> = { 1: ['1', '2', '3'], 3: ['Travaux', 'Sport', 'Chaises', 'Membres', 'Fête'] };
  for (let year = firstYear; year <= current.year; year++)
    for (const caisse of [1, 3]) {
      const lastMonth = year === current.year ? current.month : 12;
      for (let n = 0; n < 7; n++) {
        const statut = n < 5 ? 'Valide' : n === 5 ? 'Rejetee' : year === current.year ? 'En cours' : null;
        if (!statut) continue;
        const requester = pick(officers);
        const createdAt = inMonth(year, 1 + Math.floor(random() * lastMonth));
        const decidedAt =
          statut === 'En cours' ? null : new Date(Math.min(createdAt.getTime() + 86_400_000, now.getTime()));
        const montant = caisse === 1 ? pick([50000, 100000, 150000]) : pick([45000, 150000, 300000, 600000]);
        const transport = caisse === 1 ? pick([0, 5000, 10000]) : 0;
        const row: (typeof withdrawalRows)[number] = {
          id: withdrawalRows.length + 1,
          cotisation_id: caisse,
          type: pick(TYPES[caisse]!),
          libelle: caisse === 1 ? `Aide à la famille ${pick(people).nom}` : `Dépense commune n° ${n + 1} de ${year}`,
          montant,
          transport,
          delai_recouvrement:
            caisse === 1 ? new Date(createdAt.getTime() + 60 * 86_400_000).toISOString().slice(0, 10) : null,
          beneficiaire_id: caisse === 1 ? 8 + Math.floor(random() * (memberRows.length - 8)) : null,
          statut,
          nbr_personnes: null,
          part: null,
          demandeur_id: requester,
          validateur_id: decidedAt ? 3 - requester : null,
          validated_at: decidedAt?.toISOString() ?? null,
          motif_refus: statut === 'Rejetee' ? 'Justificatif manquant' : null,
          created_at: createdAt.toISOString(),
        };
        if (statut === 'Valide') {
          const persons = subscribed(caisse, decidedAt!);
          row.nbr_personnes = persons.length;
          row.part = sharePerPerson(montant, transport, persons.length);
          const annee = doualaMonthYear(decidedAt!).year;
          for (const m of persons)
            shareRows.push({ sortie_id: row.id, membre_id: m.id, cotisation_id: caisse, annee, montant: row.part });
        }
        withdrawalRows.push(row);
      }
    }

  // Modification requests: rejected, validated and used (with the correction it allowed),
  // validated and never used (expired by now), and open ones; on monthly rows and on withdrawals.
  const requestRows: Array<Row & { libelle: string }> = [];
  const notificationRows: Row[] = [];
  const openTargets = new Set();
  for (let n = 0; n < 400; n++) {
    const payment = pick(monthlyPayments);
    const roll = random();
    const thisYear = payment.annee === current.year;
    const statut = roll < 0.3 ? 'Rejetee' : roll < 0.85 ? 'Valide' : thisYear ? 'En cours' : 'Valide';
    if (statut === 'En cours' && openTargets.has(payment.membre_id)) continue;
    if (statut === 'En cours') openTargets.add(payment.membre_id);
    const createdAt = new Date(
      Math.min(new Date(payment.created_at).getTime() + 5 * 86_400_000, now.getTime() - 3_600_000),
    );
    const validatedAt = statut === 'En cours' ? null : new Date(createdAt.getTime() + 3_600_000);
    const used = statut === 'Valide' && random() < 0.8;
    const id = requestRows.length + 1;
    requestRows.push({
      id,
      demandeur_id: secretaryId,
      libelle: payment.montant === 5000 ? 'Montant saisi deux fois' : 'Versement oublié ce mois',
      type: 'entree',
      cotisation_id: 3,
      cible_id: payment.membre_id,
      mois: payment.mois,
      annee: payment.annee,
      statut,
      motif_refus: statut === 'Rejetee' ? 'Le reçu confirme le montant saisi' : null,
      validateur_id: validatedAt ? 1 : null,
      validated_at: validatedAt?.toISOString() ?? null,
      used_at: used ? new Date(validatedAt!.getTime() + 600_000).toISOString() : null,
      created_at: createdAt.toISOString(),
    });
    if (used)
      transactionRows.push({
        membre_id: payment.membre_id,
        cotisation_id: 3,
        montant: payment.montant === 5000 ? -2500 : 2500,
        mois: payment.mois,
        annee: payment.annee,
        kind: 'correction',
        demande_id: id,
        created_at: new Date(validatedAt!.getTime() + 600_000).toISOString(),
        created_by: secretaryId,
      });
    if (validatedAt)
      notificationRows.push({
        destinataire_id: secretaryId,
        type: 'request',
        titre: statut === 'Valide' ? 'Demande validée' : 'Demande rejetée',
        contenu: `Votre demande « ${requestRows.at(-1)!.libelle} » a été ${statut === 'Valide' ? 'validée' : 'rejetée'}.`,
        created_at: validatedAt.toISOString(),
        created_by: 1,
      });
  }
  for (const withdrawal of withdrawalRows.filter((w) => w.statut === 'En cours'))
    requestRows.push({
      id: requestRows.length + 1,
      demandeur_id: secretaryId,
      libelle: 'Montant de la sortie à corriger',
      type: 'sortie',
      cotisation_id: withdrawal.cotisation_id,
      cible_id: withdrawal.id,
      mois: null,
      annee: null,
      statut: 'En cours',
      motif_refus: null,
      validateur_id: null,
      validated_at: null,
      used_at: null,
      created_at: now.toISOString(),
    });
  const reminderRuns: Row[] = [];
  for (let year = firstYear; year <= current.year; year++)
    for (let mois = 1; mois <= 12 && reminded(year, mois); mois++) {
      reminderRuns.push({ job: REMINDER_JOB, period: period(year, mois) });
      notificationRows.push({
        destinataire_id: null,
        type: 'rappel',
        titre: 'Rappel de cotisation',
        contenu: `Pensez à votre cotisation mensuelle de ${FRENCH_MONTHS[mois - 1]} ${year}.`,
        created_at: new Date(Date.UTC(year, mois - 1, REMINDER_DAY, 8)).toISOString(),
        created_by: null,
      });
    }

  if (existing > 0)
    await db.execute(
      sql`truncate membres, membre_cotisations, sessions, codes_sms, sms_outbox, audit_log, rate_limits,
          transactions, totaux_mensuels, totaux_parts, sorties, sortie_parts, demandes_modification, idempotency_keys,
          notifications, job_runs, documents, demandes_bureau, parametres, personnes restart identity cascade`,
    );
  // The bench fills the service's first association, the one its logins open (issue 22 adds many).
  await ensureDefaultAssociation(db);
  const association = (await findDefaultAssociation(db))!;
  await withAssociation(association.id, () => fillAssociation(db, association.id));
  // Statistics for the planner, and the visibility map for index-only scans (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  return {
    membres: memberRows.length,
    souscriptions: subscriptionRows.length,
    cotisations: transactionRows.length,
    sorties: withdrawalRows.length,
    'parts de sorties': shareRows.length,
    'demandes de modification': requestRows.length,
    notifications: notificationRows.length,
  };

  async function fillAssociation(db: Database, associationId: number) {
    await db.transaction(async (tx) => {
      // A bulk load: the per-row trigger on transactions is off, the totals are computed once below.
      await tx.execute(sql`select set_config('quartier.restauration', 'on', true)`);
      await writeSettings(tx, { 'association.nom': `Association de ${memberCount} membres (banc d’essai)` }, null);
      // One person per phone, then the memberships pointing at them (issue 21).
      await tx.execute(
        sql`insert into personnes (telephone, password_hash, derniere_association_id)
          select telephone, password_hash, ${associationId} from json_to_recordset(${JSON.stringify(memberRows)}::json)
            as r(telephone text, password_hash text)
          on conflict (telephone) do update set derniere_association_id = excluded.derniere_association_id`,
      );
      await tx.execute(
        sql`insert into membres (id, personne_id, nom, prenom, sexe, telephone, bloc, role_id, statut, created_at, updated_at)
          select r.id, p.id, r.nom, r.prenom, r.sexe, r.telephone, r.bloc, r.role_id, r.statut, r.created_at, r.updated_at
          from json_to_recordset(${JSON.stringify(memberRows)}::json) as r(id int, nom text, prenom text, sexe text,
            telephone text, bloc text, role_id int, statut text, created_at timestamptz, updated_at timestamptz)
          join personnes p on p.telephone = r.telephone`,
      );
      await insertRows(
        tx,
        'membre_cotisations',
        { membre_id: 'int', cotisation_id: 'smallint', statut: 'text', created_at: 'timestamptz' },
        subscriptionRows,
      );
      await insertRows(
        tx,
        'sorties',
        {
          id: 'int',
          cotisation_id: 'smallint',
          type: 'text',
          libelle: 'text',
          montant: 'int',
          transport: 'int',
          delai_recouvrement: 'text',
          beneficiaire_id: 'int',
          statut: 'text',
          nbr_personnes: 'int',
          part: 'int',
          demandeur_id: 'int',
          validateur_id: 'int',
          validated_at: 'timestamptz',
          motif_refus: 'text',
          created_at: 'timestamptz',
        },
        withdrawalRows,
      );
      await insertRows(
        tx,
        'sortie_parts',
        { sortie_id: 'int', membre_id: 'int', cotisation_id: 'smallint', annee: 'smallint', montant: 'int' },
        shareRows,
      );
      await insertRows(
        tx,
        'demandes_modification',
        {
          id: 'int',
          demandeur_id: 'int',
          libelle: 'text',
          type: 'text',
          cotisation_id: 'smallint',
          cible_id: 'int',
          mois: 'smallint',
          annee: 'smallint',
          statut: 'text',
          motif_refus: 'text',
          validateur_id: 'int',
          validated_at: 'timestamptz',
          used_at: 'timestamptz',
          created_at: 'timestamptz',
        },
        requestRows,
      );
      await insertRows(
        tx,
        'transactions',
        {
          membre_id: 'int',
          cotisation_id: 'smallint',
          montant: 'int',
          mois: 'smallint',
          annee: 'smallint',
          kind: 'text',
          demande_id: 'int',
          created_at: 'timestamptz',
          created_by: 'int',
        },
        transactionRows,
      );
      await insertRows(
        tx,
        'notifications',
        {
          destinataire_id: 'int',
          type: 'text',
          titre: 'text',
          contenu: 'text',
          created_at: 'timestamptz',
          created_by: 'int',
        },
        notificationRows,
      );
      // Recorded as the job records them: a server started on this data does not remind the
      // thousands of members behind (and send their SMS) in the middle of a measure.
      await insertRows(tx, 'job_runs', { job: 'text', period: 'text' }, reminderRuns);
      await rebuildMonthlyFundTotals(tx);
      await rebuildShareTotals(tx);
      // Explicit ids above: move each sequence past them so the application's inserts go on.
      // Moving a sequence is the owner's right, not the server role's: the service scope.
      for (const table of ['membres', 'sorties', 'demandes_modification'])
        await asService(
          async () =>
            await tx.execute(
              sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), (select last_value from ${sql.identifier(`${table}_id_seq`)})))`,
            ),
        );
    });
  }
}

/** Many associations at once (issue 22, "Scale, measured"): `associations` of `members`, plus `large` of `largeMembers`. */
export interface ScaleSize {
  associations: number;
  members: number;
  years: number;
  large: number;
  largeMembers: number;
  now?: Date;
  /** Empties a database that already has members instead of refusing it. */
  force?: boolean;
  /** Told each step and its duration (the seed of 8 million rows takes minutes). */
  progress?: (step: string, seconds: number) => void;
}

const NOMS_SQL = `array['Mbarga','Nkoulou','Fotso','Kamga','Tchoupo','Ngono','Essomba','Abena','Atangana','Mballa',
  'Ndjock','Onana','Owona','Tchakounte','Djoumessi','Nana','Simo','Talla','Wamba','Ngassa','Kouam','Fouda','Manga',
  'Ewane','Ekambi','Nguema','Bella','Ndongo','Eyenga','Moukoko']`;
const PRENOMS_F_SQL = `array['Marie','Christelle','Brigitte','Sandrine','Aïcha','Josiane','Nadège','Carine','Estelle',
  'Mireille','Grâce','Pauline','Larissa','Flore']`;
const PRENOMS_M_SQL = `array['Jean','Paul','Emmanuel','Serge','Hervé','Alain','Boris','Cédric','Patrick','Joseph',
  'Samuel','Arnaud','Yannick','Olivier']`;
const QUARTIERS_SQL = `array['Bonamoussadi','Bépanda','Akwa','Deïdo','Makepe','Logpom','Ndokoti','Bonabéri','New-Bell',
  'Kotto','Bastos','Mvog-Ada','Essos','Biyem-Assi','Nkolbisson','Tamdja','Famla']`;
/** The officers every association has, by rank of membership (the same order as the demo's). */
const OFFICER_ROLES = [
  'president',
  'secretaire',
  'membre',
  'tresorier',
  'vice_president',
  'commissaire_aux_comptes',
  'censeur',
];

/**
 * Seeds many associations into a migrated PostgreSQL (or PGlite) database in set-based SQL
 * (INSERT ... SELECT over generate_series: a few dozen statements whatever the size), in one
 * transaction in the service scope (the connecting role, which bypasses Row-Level Security and
 * gives every row its association_id). Per association: officers (Président, Secrétaire,
 * Trésorier...) and members of both sexes in several blocks and every status; subscriptions;
 * monthly (fund 3) and solidarity (fund 1) contributions since `years` years with gaps; withdrawals
 * in every status with their shares; modification requests in every status with the corrections
 * they allowed; notifications; settings and the sample documents. One person in a few
 * associations is also a member of the previous one (one phone, two memberships). Every password
 * is DEMO_PASSWORD (one argon2 hash). The monthly totals are rebuilt from the contributions.
 * Refuses a database that has members unless `force`.
 */
export async function seedScale(db: Database, size: ScaleSize): Promise<BenchCounts> {
  const { associations, members, years, large, largeMembers, now = new Date(), force = false } = size;
  const progress = size.progress ?? (() => {});
  const [{ associations: present, members: enrolled } = { associations: 0, members: 0 }] = await rowsOf<{
    associations: number;
    members: number;
  }>(
    db,
    sql`select (select count(*) from associations)::int as associations, (select count(*) from membres)::int as members`,
  );
  if (enrolled > 0 && !force)
    throw new Error(
      `La base contient déjà ${enrolled} membre(s) : bench:seed ne remplit qu’une base vide. ` +
        'Relancez avec --force pour l’effacer puis la remplir.',
    );
  const current = doualaMonthYear(now);
  const firstYear = Math.max(FIRST_YEAR, current.year - years + 1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // An ISO date written as a literal: the temporary tables are CREATE TABLE AS, which take no parameters.
  const NOW = sql.raw(`'${now.toISOString()}'::timestamptz`);
  // Sizes are written into the statements (validated integers): a parameter's type would be guessed as text.
  const int = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new Error(`entier attendu : ${n}`);
    return sql.raw(String(n));
  };
  const step = async (label: string, query: ReturnType<typeof sql>, executor: Executor) => {
    const started = performance.now();
    await executor.execute(query);
    progress(label, (performance.now() - started) / 1000);
  };

  await asService(async () => {
    // Associations without members (the empty one a server creates at its first start) go too.
    if (present > 0)
      await step(
        'effacement',
        sql`truncate associations, personnes, membres, membre_cotisations, sessions, codes_sms, sms_outbox, audit_log,
          rate_limits, transactions, totaux_mensuels, totaux_parts, sorties, sortie_parts, demandes_modification, idempotency_keys,
          notifications, job_runs, documents, demandes_bureau, parametres, creations_association, codes_invitation
          restart identity cascade`,
        db,
      );
    await db.transaction(async (tx) => {
      const run = (label: string, query: ReturnType<typeof sql>) => step(label, query, tx);
      // A bulk load: the per-row trigger on transactions is off, the totals are computed once below.
      await tx.execute(sql`select set_config('quartier.restauration', 'on', true)`);
      // Same data for the same arguments (random() follows the seed within this transaction).
      await tx.execute(sql`select setseed(0.22)`);
      await run(
        'associations',
        sql`insert into associations (slug, nom, ville, quartier, created_at)
          select case when g <= ${int(large)} then 'banc-grande-' || g else 'banc-' || lpad((g - ${int(large)})::text, 5, '0') end,
            case when g <= ${int(large)} then 'Grande association n° ' || g || ' (banc d’essai)'
                 else 'Entraide ' || q.quartier || ' n° ' || (g - ${int(large)}) end,
            case when q.i <= 10 then 'Douala' when q.i <= 15 then 'Yaoundé' else 'Bafoussam' end,
            q.quartier, ${NOW} - interval '7 years'
          from generate_series(1, ${int(large + associations)}) g
          cross join lateral (select 1 + (g % 17) as i, (${sql.raw(QUARTIERS_SQL)})[1 + (g % 17)] as quartier) q
          order by g`,
      );
      // Which association is which size, and where its members' ids start (ids are global, from the sequence).
      await run(
        'plan des associations',
        sql`create temp table banc_associations on commit drop as
          select a.id, a.taille,
            (select coalesce(max(id), 0) from membres) + sum(a.taille) over (order by a.id) - a.taille as premier
          from (select id, case when slug like 'banc-grande-%' then ${int(largeMembers)} else ${int(members)} end as taille
                from associations where slug like 'banc-%') a`,
      );
      await run(
        'membres (plan)',
        sql`create temp table banc_membres on commit drop as
          select a.id as association_id, r.rang, a.premier + r.rang as id, r.roll, r.sexe,
            case when r.rang <= 7 then 'Actif' when r.roll < 0.85 then 'Actif' when r.roll < 0.91 then 'En Attente'
                 when r.roll < 0.96 then 'Suspendu' else 'Inactif' end as statut,
            case when r.rang <= 7 then (${sql.raw(`array['${OFFICER_ROLES.join("','")}']`)})[r.rang] else 'membre' end as role,
            'Bloc ' || chr(65 + case when r.rang <= 7 then (r.rang - 1) % 6
              else floor(random() * case when a.taille > 100 then 12 else 6 end)::int end) as bloc,
            case when r.rang <= 7 or random() < 0.75
              then date_trunc('year', make_date(${int(firstYear)}, 1, 1)::timestamptz) - interval '30 days'
              else make_date(${int(firstYear)}, 1, 1)::timestamptz
                   + random() * (${NOW} - make_date(${int(firstYear)}, 1, 1)::timestamptz) end as joined,
            r.rang <= 7 or random() < 0.8 as caisse1,
            r.rang > 7 and random() < 0.05 as inactif1,
            0.7 + random() * 0.3 as diligence,
            '+23765' || lpad((a.premier + r.rang)::text, 7, '0') as telephone,
            (${sql.raw(NOMS_SQL)})[1 + floor(random() * 30)::int] as nom,
            case when r.sexe = 'F' then (${sql.raw(PRENOMS_F_SQL)})[1 + floor(random() * 14)::int]
                 else (${sql.raw(PRENOMS_M_SQL)})[1 + floor(random() * 14)::int] end as prenom
          from banc_associations a
          cross join lateral (select g as rang, random() as roll, case when random() < 0.52 then 'F' else 'M' end as sexe
                              from generate_series(1, a.taille) g) r`,
      );
      await tx.execute(sql`create index on banc_membres (association_id, rang)`);
      // Every tenth association's last member is the third member of the previous one: one person, two memberships.
      await run(
        'personnes partagées',
        sql`update banc_membres m set telephone = o.telephone, statut = 'Actif', sexe = o.sexe, nom = o.nom, prenom = o.prenom
          from banc_associations a, banc_membres o
          where a.id = m.association_id and m.rang = a.taille and a.taille > 7 and m.association_id % 10 = 0
            and o.association_id = m.association_id - 1 and o.rang = 3`,
      );
      await tx.execute(sql`analyze banc_membres`);
      await run(
        'personnes',
        sql`insert into personnes (telephone, password_hash, derniere_association_id, created_at, updated_at)
          select distinct on (telephone) telephone, case when statut = 'En Attente' then null else ${passwordHash} end,
            association_id, joined, joined
          from banc_membres order by telephone, association_id`,
      );
      await run(
        'membres',
        sql`insert into membres (association_id, id, personne_id, nom, prenom, sexe, telephone, bloc, role_id, statut,
            created_at, updated_at)
          select m.association_id, m.id, p.id, m.nom, m.prenom, m.sexe, m.telephone, m.bloc, r.id, m.statut, m.joined, m.joined
          from banc_membres m join personnes p on p.telephone = m.telephone join roles r on r.code = m.role
          order by m.association_id, m.id`,
      );
      await run(
        'souscriptions',
        sql`insert into membre_cotisations (association_id, membre_id, cotisation_id, statut, created_at)
          select m.association_id, m.id, c.caisse, case when c.caisse = 1 and m.inactif1 then 'Inactif' else 'Actif' end, m.joined
          from banc_membres m cross join (values (1), (2), (3)) c(caisse)
          where c.caisse <> 1 or m.caisse1`,
      );
      // The months since the first year, up to the current Douala month.
      await tx.execute(
        sql`create temp table banc_mois on commit drop as
          select extract(year from d)::smallint as annee, extract(month from d)::smallint as mois, d::date as debut
          from generate_series(make_date(${int(firstYear)}, 1, 1), make_date(${int(current.year)}, ${int(current.month)}, 1), interval '1 month') d`,
      );
      // A payment is for a month from the one she joined in (Douala), recorded once she had joined, never later than now.
      const paidAt = sql`least(${NOW}, greatest(m.joined,
        make_timestamptz(o.annee, o.mois, 1 + floor(random() * 27)::int, 9, 0, 0, 'UTC')))`;
      const joinedMonth = sql`date_trunc('month', m.joined at time zone 'Africa/Douala')::date`;
      await run(
        'cotisations mensuelles (caisse 3)',
        sql`insert into transactions (association_id, membre_id, cotisation_id, montant, mois, annee, kind, created_at, created_by)
          select m.association_id, m.id, 3, case when random() < 0.1 then 5000 else 2500 end, o.mois, o.annee, 'versement',
            ${paidAt}, a.premier + 2
          from banc_membres m join banc_associations a on a.id = m.association_id
          join banc_mois o on o.debut >= ${joinedMonth}
          where m.statut <> 'En Attente' and random() < m.diligence`,
      );
      await run(
        'cotisations de solidarité (caisse 1)',
        sql`insert into transactions (association_id, membre_id, cotisation_id, montant, mois, annee, kind, created_at, created_by)
          select m.association_id, m.id, 1, (array[5000, 10000, 15000])[1 + floor(random() * 3)::int], o.mois, o.annee,
            'versement', ${paidAt}, a.premier + 2
          from banc_membres m join banc_associations a on a.id = m.association_id
          join banc_mois o on o.debut >= ${joinedMonth}
          where m.statut <> 'En Attente' and m.caisse1 and random() < m.diligence * 0.5`,
      );
      // Withdrawals: each year and fund, validated ones (3, or 5 in a large association), one
      // rejected, one still waiting in the current year; requested by the Président or the
      // Secrétaire, decided by the other a day later.
      await run(
        'sorties (plan)',
        sql`create temp table banc_sorties on commit drop as
          select nextval(pg_get_serial_sequence('sorties', 'id'))::int as id, s.*,
            case when s.statut = 'En cours' then null else least(s.created_at + interval '1 day', ${NOW}) end
              as validated_at
          from (
            select a.id as association_id, a.premier, a.taille, y.annee, c.caisse as cotisation_id, n,
              case when n <= k.valides then 'Valide' when n = k.valides + 1 then 'Rejetee' else 'En cours' end as statut,
              least(${NOW} - interval '2 days', make_timestamptz(y.annee, 1 + floor(random() * y.dernier_mois)::int,
                1 + floor(random() * 27)::int, 9, 0, 0, 'UTC')) as created_at,
              case when random() < 0.5 then 1 else 2 end as demandeur_rang,
              case when c.caisse = 1 then (array[50000, 100000, 150000])[1 + floor(random() * 3)::int]
                   else (array[45000, 150000, 300000, 600000])[1 + floor(random() * 4)::int] end as montant,
              case when c.caisse = 1 then (array[0, 5000, 10000])[1 + floor(random() * 3)::int] else 0 end as transport,
              8 + floor(random() * greatest(a.taille - 8, 1))::int as beneficiaire_rang,
              random() as roll
            from banc_associations a
            cross join lateral (select case when a.taille > 100 then 5 else 3 end as valides) k
            cross join (select g as annee, case when g = ${int(current.year)} then ${int(current.month)} else 12 end as dernier_mois
                        from generate_series(${int(firstYear)}, ${int(current.year)}) g) y
            cross join (values (1), (3)) c(caisse)
            cross join lateral generate_series(1, k.valides + case when y.annee = ${int(current.year)} then 2 else 1 end) n
          ) s`,
      );
      // The share is fixed at validation among the active subscribers of the fund who had joined by then.
      await run(
        'sorties (parts)',
        sql`create temp table banc_parts on commit drop as
          select s.association_id, s.id as sortie_id, m.id as membre_id, s.cotisation_id,
            extract(year from s.validated_at at time zone 'Africa/Douala')::smallint as annee
          from banc_sorties s
          join banc_membres m on m.association_id = s.association_id and m.statut = 'Actif' and m.joined <= s.validated_at
          where s.statut = 'Valide' and (s.cotisation_id = 3 or (m.caisse1 and not m.inactif1))`,
      );
      const shareOf = sql`coalesce(c.n, 0)`;
      await run(
        'sorties',
        sql`insert into sorties (association_id, id, cotisation_id, type, libelle, montant, transport, delai_recouvrement,
            beneficiaire_id, statut, nbr_personnes, part, demandeur_id, validateur_id, validated_at, motif_refus, created_at)
          select s.association_id, s.id, s.cotisation_id,
            case when s.cotisation_id = 1 then (array['1', '2', '3'])[1 + floor(s.roll * 3)::int]
                 else (array['Travaux', 'Sport', 'Chaises', 'Membres', 'Fête'])[1 + floor(s.roll * 5)::int] end,
            case when s.cotisation_id = 1 then 'Aide à la famille ' || (${sql.raw(NOMS_SQL)})[1 + floor(s.roll * 30)::int]
                 else 'Dépense commune n° ' || s.n || ' de ' || s.annee end,
            s.montant, s.transport,
            case when s.cotisation_id = 1 then to_char(s.created_at + interval '60 days', 'YYYY-MM-DD') end,
            case when s.cotisation_id = 1 then s.premier + s.beneficiaire_rang end,
            s.statut,
            case when s.statut = 'Valide' then ${shareOf} end,
            case when s.statut = 'Valide' then round((s.montant + s.transport)::numeric / greatest(${shareOf}, 1) / 5) * 5 end,
            s.premier + s.demandeur_rang,
            case when s.validated_at is not null then s.premier + 3 - s.demandeur_rang end,
            s.validated_at,
            case when s.statut = 'Rejetee' then 'Justificatif manquant' end,
            s.created_at
          from banc_sorties s left join (select sortie_id, count(*)::int as n from banc_parts group by sortie_id) c
            on c.sortie_id = s.id
          order by s.association_id, s.id`,
      );
      await run(
        'parts de sorties',
        sql`insert into sortie_parts (association_id, sortie_id, membre_id, cotisation_id, annee, montant)
          select p.association_id, p.sortie_id, p.membre_id, p.cotisation_id, p.annee, s.part
          from banc_parts p join sorties s on s.association_id = p.association_id and s.id = p.sortie_id`,
      );
      // Modification requests on about one monthly payment in 1,200 (4 in an association of 80,
      // 250 in one of 5,000): rejected, validated and used (with the correction), validated and
      // never used, open (this year's, one per member at most).
      await run(
        'demandes de modification (plan)',
        sql`create temp table banc_demandes on commit drop as
          select nextval(pg_get_serial_sequence('demandes_modification', 'id'))::int as id, d.*,
            case when d.statut = 'En cours' then null else d.created_at + interval '1 hour' end as validated_at,
            d.statut = 'Valide' and random() < 0.8 as utilisee
          from (
            select t.association_id, t.membre_id, t.mois, t.annee, t.montant, a.premier,
              least(t.created_at + interval '5 days', ${NOW} - interval '2 hours') as created_at,
              case when t.roll < 0.3 then 'Rejetee' when t.roll < 0.85 then 'Valide'
                   when t.annee = ${int(current.year)} and row_number() over (partition by t.association_id, t.membre_id,
                     t.roll >= 0.85 and t.annee = ${int(current.year)} order by t.id) = 1 then 'En cours'
                   else 'Valide' end as statut
            from (select *, random() as roll from transactions
                  where cotisation_id = 3 and kind = 'versement' and random() < 1.0 / 1200) t
            join banc_associations a on a.id = t.association_id
          ) d`,
      );
      await run(
        'demandes de modification',
        sql`insert into demandes_modification (association_id, id, demandeur_id, libelle, type, cotisation_id, cible_id,
            mois, annee, statut, motif_refus, validateur_id, validated_at, used_at, created_at)
          select d.association_id, d.id, d.premier + 2,
            case when d.montant = 5000 then 'Montant saisi deux fois' else 'Versement oublié ce mois' end,
            'entree', 3, d.membre_id, d.mois, d.annee, d.statut,
            case when d.statut = 'Rejetee' then 'Le reçu confirme le montant saisi' end,
            case when d.validated_at is not null then d.premier + 1 end, d.validated_at,
            case when d.utilisee then d.validated_at + interval '10 minutes' end, d.created_at
          from banc_demandes d
          union all
          select s.association_id, nextval(pg_get_serial_sequence('demandes_modification', 'id'))::int, s.premier + 2,
            'Montant de la sortie à corriger', 'sortie', s.cotisation_id, s.id, null, null, 'En cours', null, null, null,
            null, ${NOW}
          from banc_sorties s where s.statut = 'En cours'`,
      );
      await run(
        'corrections',
        sql`insert into transactions (association_id, membre_id, cotisation_id, montant, mois, annee, kind, demande_id,
            created_at, created_by)
          select d.association_id, d.membre_id, 3, case when d.montant = 5000 then -2500 else 2500 end, d.mois, d.annee,
            'correction', d.id, d.validated_at + interval '10 minutes', d.premier + 2
          from banc_demandes d where d.utilisee`,
      );
      await run(
        'notifications',
        sql`insert into notifications (association_id, destinataire_id, type, titre, contenu, created_at, created_by)
          select a.id, null, 'rappel', 'Rappel de cotisation',
            'Pensez à votre cotisation mensuelle de ' ||
              (array['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre'])[o.mois]
              || ' ' || o.annee || '.',
            make_timestamptz(o.annee, o.mois, 5, 8, 0, 0, 'UTC'), null
          from banc_associations a cross join banc_mois o
          union all
          select d.association_id, d.premier + 2, 'request',
            case when d.statut = 'Valide' then 'Demande validée' else 'Demande rejetée' end,
            'Votre demande « ' || case when d.montant = 5000 then 'Montant saisi deux fois' else 'Versement oublié ce mois' end
              || ' » a été ' || case when d.statut = 'Valide' then 'validée' else 'rejetée' end || '.',
            d.validated_at, d.premier + 1
          from banc_demandes d where d.validated_at is not null`,
      );
      // The monthly reminder job has run for every month already reminded above (from the 5th,
      // Douala): a server started on this database does not write a thousand associations'
      // reminders in the middle of a measure.
      await run(
        'rappels déjà faits',
        sql`insert into job_runs (association_id, job, period, created_at)
          select a.id, ${REMINDER_JOB}, o.annee || '-' || lpad(o.mois::text, 2, '0'), make_timestamptz(o.annee, o.mois, 5, 8, 0, 0, 'UTC')
          from banc_associations a cross join banc_mois o
          where make_timestamptz(o.annee, o.mois, ${int(REMINDER_DAY)}, 0, 0, 0, 'Africa/Douala') <= ${NOW}`,
      );
      await run(
        'paramètres',
        sql`insert into parametres (association_id, key, value, updated_at, updated_by)
          select a.id, k.key, k.value, ${NOW}, a.premier + 1
          from banc_associations a cross join lateral (values
            ('association.presentation', to_jsonb('Association d’entraide des habitants, ' || a.taille || ' membres.'::text)),
            ('association.contactTelephone', to_jsonb('+23765' || lpad((a.premier + 1)::text, 7, '0'))),
            ('association.montantMensuel', to_jsonb(2500)),
            ('association.objectifSolidarite', to_jsonb(case when a.taille > 100 then 5000000 else 500000 end))
          ) k(key, value)`,
      );
      // The sample documents: written once by the server's own code, then copied to every association.
      const [first] = await rowsOf<{ id: number }>(tx, sql`select min(id)::int as id from banc_associations`);
      await withAssociation(first!.id, () => ensureSampleDocuments(tx as unknown as Database));
      await run(
        'documents',
        sql`insert into documents (association_id, kind, content, size, sha256, is_sample, created_at)
          select a.id, d.kind, d.content, d.size, d.sha256, true, ${NOW}
          from banc_associations a cross join documents d where d.association_id = ${first!.id} and a.id <> ${first!.id}`,
      );
      const started = performance.now();
      await rebuildMonthlyFundTotals(tx);
      await rebuildShareTotals(tx);
      progress('totaux mensuels et des parts', (performance.now() - started) / 1000);
      await tx.execute(sql`select setval(pg_get_serial_sequence('membres', 'id'), (select max(id) from membres))`);
    });
    // Statistics for the planner, and the visibility map for index-only scans.
    await step('vacuum analyze', sql`vacuum analyze`, db);
  });
  const [counts] = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*) from associations)::int as associations,
      (select count(*) from personnes)::int as personnes,
      (select count(*) from membres)::int as membres,
      (select count(*) from membre_cotisations)::int as souscriptions,
      (select count(*) from transactions)::int as cotisations,
      (select count(*) from totaux_mensuels)::int as "totaux mensuels",
      (select count(*) from sorties)::int as sorties,
      (select count(*) from sortie_parts)::int as "parts de sorties",
      (select count(*) from demandes_modification)::int as "demandes de modification",
      (select count(*) from notifications)::int as notifications,
      (select count(*) from documents)::int as documents`,
  );
  return counts!;
}
