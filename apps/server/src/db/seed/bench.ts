import { sql } from 'drizzle-orm';
import { FIRST_YEAR, FRENCH_MONTHS, doualaMonthYear, sharePerPerson } from '@quartier/shared';
import type { Database, Executor } from '../client.js';
import { hashPassword } from '../../lib/auth/password.js';
import { rebuildMonthlyFundTotals } from '../fund-totals.js';
import { writeSettings } from '../../modules/settings/repository.js';
import { DEMO_PASSWORD, demoMembers, generator } from './demo.js';
import { findDefaultAssociation } from '../../modules/associations/repository.js';
import { ensureDefaultAssociation } from '../../modules/associations/service.js';
import { asService, withAssociation } from '../scope.js';

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
  for (let year = firstYear; year <= current.year; year++)
    for (let mois = 1; mois <= 12 && isPast(year, mois); mois++)
      notificationRows.push({
        destinataire_id: null,
        type: 'rappel',
        titre: 'Rappel de cotisation',
        contenu: `Pensez à votre cotisation mensuelle de ${FRENCH_MONTHS[mois - 1]} ${year}.`,
        created_at: new Date(Date.UTC(year, mois - 1, 5, 8)).toISOString(),
        created_by: null,
      });

  if (existing > 0)
    await db.execute(
      sql`truncate membres, membre_cotisations, sessions, codes_sms, sms_outbox, audit_log, rate_limits,
          transactions, totaux_mensuels, sorties, sortie_parts, demandes_modification, idempotency_keys,
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
      await rebuildMonthlyFundTotals(tx);
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
