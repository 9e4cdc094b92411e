import type { MemberStatus, RoleCode, Sexe } from '@quartier/shared';
import type { Database } from '../client.js';
import {
  memberSubscriptions,
  members,
  modificationRequests,
  roles,
  transactions,
  withdrawalShares,
  withdrawals,
} from '../schema.js';
import { FIRST_YEAR, doualaMonthYear, sharePerPerson } from '@quartier/shared';
import { and, eq, lte } from 'drizzle-orm';
import { hashPassword } from '../../lib/auth/password.js';
import { insertMember } from '../../modules/members/repository.js';
import { writeSettings } from '../../modules/settings/repository.js';
import { findDefaultAssociation, insertAssociation } from '../../modules/associations/repository.js';
import { ensureSampleDocuments } from '../../modules/documents/service.js';
import { withAssociation } from '../scope.js';
import { demoMemberPhone } from './demo-phones.js';

export const DEMO_PASSWORD = 'demo-quartier';

/** The three logins written in the README (rulings R10). */
export const DEMO_LOGINS = {
  president: '+237690000001',
  secretaire: '+237690000002',
  membre: '+237690000003',
} as const;

/** One demo login per role (the README's table): the matrix tests sign in as each. */
export const DEMO_ROLE_LOGINS: Record<RoleCode, string> = {
  ...DEMO_LOGINS,
  tresorier: '+237690000004',
  vice_president: '+237690000005',
  commissaire_aux_comptes: '+237690000006',
  censeur: '+237690000007',
};

const NOMS = [
  'Mbarga',
  'Nkoulou',
  'Fotso',
  'Kamga',
  'Tchoupo',
  'Ngono',
  'Essomba',
  'Abena',
  'Atangana',
  'Mballa',
  'Ndjock',
  'Onana',
  'Owona',
  'Tchakounte',
  'Djoumessi',
  'Nana',
  'Simo',
  'Talla',
  'Wamba',
  'Ngassa',
  'Kouam',
  'Fouda',
  'Manga',
  'Ewane',
  'Ekambi',
  'Nguema',
  'Bella',
  'Ndongo',
  'Eyenga',
  'Moukoko',
];
const PRENOMS: Record<Sexe, string[]> = {
  M: [
    'Jean',
    'Paul',
    'Emmanuel',
    'Serge',
    'Hervé',
    'Alain',
    'Boris',
    'Cédric',
    'Patrick',
    'Joseph',
    'Samuel',
    'Arnaud',
    'Yannick',
    'Olivier',
  ],
  F: [
    'Marie',
    'Christelle',
    'Brigitte',
    'Sandrine',
    'Aïcha',
    'Josiane',
    'Nadège',
    'Carine',
    'Estelle',
    'Mireille',
    'Grâce',
    'Pauline',
    'Larissa',
    'Flore',
  ],
};
const BLOCS = ['Bloc A', 'Bloc B', 'Bloc C', 'Bloc D', 'Bloc E', 'Bloc F'];

/** Same demo every time: a small seeded generator (mulberry32) instead of Math.random. */
export function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoMember {
  nom: string;
  prenom: string;
  sexe: Sexe;
  telephone: string;
  bloc: string;
  role: RoleCode;
  statut: MemberStatus;
  caisses: number[];
}

export function demoMembers(count = 80): DemoMember[] {
  const random = generator(237);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const people: DemoMember[] = [
    {
      nom: 'Mbarga',
      prenom: 'Jean',
      sexe: 'M',
      telephone: DEMO_LOGINS.president,
      bloc: 'Bloc A',
      role: 'president',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
    {
      nom: 'Ngono',
      prenom: 'Christelle',
      sexe: 'F',
      telephone: DEMO_LOGINS.secretaire,
      bloc: 'Bloc B',
      role: 'secretaire',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
    {
      nom: 'Fotso',
      prenom: 'Paul',
      sexe: 'M',
      telephone: DEMO_LOGINS.membre,
      bloc: 'Bloc C',
      role: 'membre',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
    {
      nom: 'Kamga',
      prenom: 'Sandrine',
      sexe: 'F',
      telephone: '+237690000004',
      bloc: 'Bloc A',
      role: 'tresorier',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
    {
      nom: 'Essomba',
      prenom: 'Hervé',
      sexe: 'M',
      telephone: '+237690000005',
      bloc: 'Bloc D',
      role: 'vice_president',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
    {
      nom: 'Abena',
      prenom: 'Brigitte',
      sexe: 'F',
      telephone: '+237690000006',
      bloc: 'Bloc E',
      role: 'commissaire_aux_comptes',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
    {
      nom: 'Onana',
      prenom: 'Serge',
      sexe: 'M',
      telephone: '+237690000007',
      bloc: 'Bloc F',
      role: 'censeur',
      statut: 'Actif',
      caisses: [1, 2, 3],
    },
  ];
  for (let i = people.length; i < count; i++) {
    const sexe: Sexe = random() < 0.52 ? 'F' : 'M';
    const roll = random();
    const statut: MemberStatus =
      roll < 0.85 ? 'Actif' : roll < 0.91 ? 'En Attente' : roll < 0.96 ? 'Suspendu' : 'Inactif';
    people.push({
      nom: pick(NOMS),
      prenom: pick(PRENOMS[sexe]),
      sexe,
      telephone: demoMemberPhone(i),
      bloc: pick(BLOCS),
      role: 'membre',
      statut,
      caisses: random() < 0.8 ? [1, 2, 3] : [2, 3],
    });
  }
  return people;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Payments since 2021: most members pay the monthly 2 500 most months, the solidarity fund a
 * few times a year; some fall behind, so the tables show who has something 'à compléter'.
 */
async function seedContributions(tx: Tx, now: Date, random: () => number) {
  const current = doualaMonthYear(now);
  const people = await tx
    .select({
      id: members.id,
      statut: members.statut,
      caisse: memberSubscriptions.caisseId,
      joined: members.createdAt,
    })
    .from(members)
    .innerJoin(memberSubscriptions, eq(memberSubscriptions.memberId, members.id));
  const rows: Array<typeof transactions.$inferInsert> = [];
  const secretaryId = (
    await tx.select({ id: members.id }).from(members).where(eq(members.telephone, DEMO_LOGINS.secretaire))
  )[0]!.id;
  for (const person of people) {
    if (person.statut === 'En Attente') continue;
    const diligence = 0.55 + random() * 0.45;
    // She pays from the month she joined, never before ('Inscrit le').
    const joined = doualaMonthYear(person.joined);
    for (let year = FIRST_YEAR; year <= current.year; year++) {
      const lastMonth = year === current.year ? current.month : 12;
      for (let mois = 1; mois <= lastMonth; mois++) {
        const day = new Date(Date.UTC(year, mois - 1, 5 + Math.floor(random() * 20), 9, 0));
        if (year * 12 + mois < joined.year * 12 + joined.month) continue;
        const createdAt = day < person.joined ? person.joined : day;
        if (createdAt > now) continue;
        if (person.caisse === 3 && random() < diligence)
          rows.push({
            memberId: person.id,
            caisseId: 3,
            montant: random() < 0.1 ? 5000 : 2500,
            mois,
            annee: year,
            createdBy: secretaryId,
            createdAt,
          });
        if (person.caisse === 1 && random() < diligence * 0.25)
          rows.push({
            memberId: person.id,
            caisseId: 1,
            montant: [5000, 10000, 15000][Math.floor(random() * 3)]!,
            mois,
            annee: year,
            createdBy: secretaryId,
            createdAt,
          });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(transactions).values(rows.slice(i, i + 500));
}

/** A validated withdrawal with each active subscriber's rounded share (rulings R7). */
async function seedWithdrawal(
  tx: Tx,
  values: Omit<typeof withdrawals.$inferInsert, 'statut'> & { statut: 'En cours' | 'Valide' | 'Rejetee' },
) {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  if (values.statut !== 'Valide') return row!;
  const subscribers = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(memberSubscriptions, eq(memberSubscriptions.memberId, members.id))
    .where(
      and(
        eq(members.statut, 'Actif'),
        // Only those who had joined by then carry a share.
        lte(members.createdAt, values.validatedAt!),
        eq(memberSubscriptions.caisseId, values.caisseId),
        eq(memberSubscriptions.statut, 'Actif'),
      ),
    );
  const part = sharePerPerson(values.montant, values.transport ?? 0, subscribers.length);
  await tx.update(withdrawals).set({ nbrPersonnes: subscribers.length, part }).where(eq(withdrawals.id, row!.id));
  const annee = doualaMonthYear(values.validatedAt!).year;
  await tx.insert(withdrawalShares).values(
    subscribers.map((s) => ({
      withdrawalId: row!.id,
      memberId: s.id,
      caisseId: values.caisseId,
      annee,
      montant: part,
    })),
  );
  return row!;
}

async function seedWithdrawalsAndRequests(tx: Tx, now: Date) {
  const id = async (telephone: string) =>
    (await tx.select({ id: members.id }).from(members).where(eq(members.telephone, telephone)))[0]!.id;
  const president = await id(DEMO_LOGINS.president);
  const secretaire = await id(DEMO_LOGINS.secretaire);
  const membre = await id(DEMO_LOGINS.membre);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await seedWithdrawal(tx, {
    caisseId: 3,
    type: 'Travaux',
    libelle: 'Réfection du caniveau du Bloc B',
    montant: 150000,
    requesterId: secretaire,
    validatorId: president,
    validatedAt: daysAgo(400),
    createdAt: daysAgo(402),
    statut: 'Valide',
  });
  await seedWithdrawal(tx, {
    caisseId: 3,
    type: 'Sport',
    libelle: 'Maillots du tournoi inter-blocs',
    montant: 60000,
    requesterId: president,
    validatorId: secretaire,
    validatedAt: daysAgo(45),
    createdAt: daysAgo(47),
    statut: 'Valide',
  });
  await seedWithdrawal(tx, {
    caisseId: 3,
    type: 'Chaises',
    libelle: 'Location de 50 chaises pour l’assemblée générale',
    montant: 45000,
    requesterId: secretaire,
    createdAt: daysAgo(2),
    statut: 'En cours',
  });
  await seedWithdrawal(tx, {
    caisseId: 3,
    type: 'Membres',
    libelle: 'Cadeau de départ',
    montant: 30000,
    requesterId: president,
    validatorId: secretaire,
    validatedAt: daysAgo(20),
    motifRefus: 'Pas prévu au budget de cette année',
    createdAt: daysAgo(21),
    statut: 'Rejetee',
  });
  await seedWithdrawal(tx, {
    caisseId: 1,
    type: '1',
    libelle: 'Décès du père de Mme Abena',
    montant: 100000,
    transport: 10000,
    delaiRecouvrement: daysAgo(-60).toISOString().slice(0, 10),
    beneficiaryId: membre,
    requesterId: president,
    validatorId: secretaire,
    validatedAt: daysAgo(200),
    createdAt: daysAgo(201),
    statut: 'Valide',
  });
  const pending = await seedWithdrawal(tx, {
    caisseId: 1,
    type: '1',
    libelle: 'Hospitalisation de M. Onana',
    montant: 50000,
    transport: 5000,
    delaiRecouvrement: daysAgo(-30).toISOString().slice(0, 10),
    requesterId: secretaire,
    createdAt: daysAgo(1),
    statut: 'En cours',
  });
  await seedWithdrawal(tx, {
    caisseId: 1,
    type: '1',
    libelle: 'Aide demandée sans justificatif',
    montant: 80000,
    transport: 0,
    requesterId: secretaire,
    validatorId: president,
    validatedAt: daysAgo(90),
    motifRefus: 'Justificatif manquant',
    createdAt: daysAgo(91),
    statut: 'Rejetee',
  });

  const { month, year } = doualaMonthYear(now);
  const target = async (offset: number) =>
    (
      await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.telephone, demoMemberPhone(offset)))
    )[0]!.id;
  await tx.insert(modificationRequests).values([
    {
      requesterId: secretaire,
      libelle: 'Montant de mars saisi deux fois',
      type: 'entree',
      caisseId: 3,
      targetId: await target(10),
      mois: 3,
      annee: year,
      statut: 'En cours',
      createdAt: daysAgo(1),
    },
    {
      requesterId: secretaire,
      libelle: 'Erreur de mois pour ce versement',
      type: 'entree',
      caisseId: 3,
      targetId: await target(11),
      mois: Math.max(1, month - 1),
      annee: year,
      statut: 'Rejetee',
      motifRefus: 'Le reçu confirme le mois saisi',
      validatorId: president,
      validatedAt: daysAgo(3),
      createdAt: daysAgo(4),
    },
    {
      requesterId: secretaire,
      libelle: 'Versement attribué au mauvais membre',
      type: 'entree',
      caisseId: 1,
      targetId: await target(12),
      mois: 1,
      annee: year,
      statut: 'Valide',
      validatorId: president,
      validatedAt: daysAgo(10),
      createdAt: daysAgo(11),
    },
    {
      requesterId: secretaire,
      libelle: 'Montant de la sortie à corriger',
      type: 'sortie',
      caisseId: 1,
      targetId: pending.id,
      statut: 'En cours',
      createdAt: daysAgo(0.5),
    },
  ]);
}

/**
 * When each demo member joined ('Inscrit le'): the officers and most members at the start of
 * the payments (January 2021), the others along the years; those still 'En Attente' in the last
 * weeks. Their contributions start from that month.
 */
function joinDates(people: DemoMember[], now: Date): Date[] {
  const random = generator(2020);
  const start = Date.UTC(FIRST_YEAR, 0, 2, 8);
  return people.map((person, index) => {
    if (person.statut === 'En Attente') return new Date(now.getTime() - (1 + random() * 30) * 86_400_000);
    if (index < 7 || random() < 0.6) return new Date(start);
    return new Date(start + random() * (now.getTime() - 60 * 86_400_000 - start));
  });
}

/**
 * The two demo associations (issue 21): the README's logins open the first; the Président of the
 * first is also a plain member of the second, so that a newcomer sees switching.
 */
export const DEMO_ASSOCIATIONS = {
  main: { slug: 'arb-bonamoussadi', nom: 'ARB Bonamoussadi' },
  second: { slug: 'entraide-bepanda', nom: 'Entraide Bépanda' },
} as const;

/** The second association's officers (the first one's Président is a member there). */
export const SECOND_DEMO_LOGINS = {
  president: '+237690000011',
  secretaire: '+237690000012',
} as const;

/** Seeds the demo associations on an empty service; does nothing when an association exists. */
/** The demo at start (DEMO_DATA), said once in the log when it was created: the server's start and the creation child's. */
export async function seedDemoAtStart(db: Database, log: { info(message: string): void }): Promise<void> {
  if (await seedDemo(db)) log.info('Associations de démonstration créées (voir README pour les connexions)');
}

export async function seedDemo(db: Database, now = new Date()): Promise<boolean> {
  if (await findDefaultAssociation(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleRows = await db.select().from(roles);
  const roleId = (code: RoleCode) => roleRows.find((r) => r.code === code)!.id;
  const main = await insertAssociation(db, DEMO_ASSOCIATIONS.main);
  await withAssociation(main.id, () => seedMainAssociation(db, now, passwordHash, roleId));
  const second = await insertAssociation(db, DEMO_ASSOCIATIONS.second);
  await withAssociation(second.id, () => seedSecondAssociation(db, now, passwordHash, roleId));
  return true;
}

async function seedSecondAssociation(
  db: Database,
  now: Date,
  passwordHash: string,
  roleId: (code: RoleCode) => number,
) {
  await ensureSampleDocuments(db);
  const { year, month } = doualaMonthYear(now);
  const people: Array<Omit<DemoMember, 'caisses'> & { statut: MemberStatus }> = [
    {
      nom: 'Ngo Bassa',
      prenom: 'Hortense',
      sexe: 'F',
      telephone: SECOND_DEMO_LOGINS.president,
      bloc: 'Bloc 1',
      role: 'president',
      statut: 'Actif',
    },
    {
      nom: 'Eyenga',
      prenom: 'Paul',
      sexe: 'M',
      telephone: SECOND_DEMO_LOGINS.secretaire,
      bloc: 'Bloc 1',
      role: 'secretaire',
      statut: 'Actif',
    },
    // The first association's Président, a plain member here (one person, two associations).
    {
      nom: 'Mbarga',
      prenom: 'Jean',
      sexe: 'M',
      telephone: DEMO_LOGINS.president,
      bloc: 'Bloc 2',
      role: 'membre',
      statut: 'Actif',
    },
    {
      nom: 'Tchinda',
      prenom: 'Rose',
      sexe: 'F',
      telephone: '+237690000013',
      bloc: 'Bloc 2',
      role: 'membre',
      statut: 'Actif',
    },
    {
      nom: 'Ewane',
      prenom: 'Samuel',
      sexe: 'M',
      telephone: '+237690000014',
      bloc: 'Bloc 3',
      role: 'membre',
      statut: 'Actif',
    },
    {
      nom: 'Mvondo',
      prenom: 'Aline',
      sexe: 'F',
      telephone: '+237690000015',
      bloc: 'Bloc 3',
      role: 'tresorier',
      statut: 'Actif',
    },
  ];
  await db.transaction(async (tx) => {
    await writeSettings(
      tx,
      {
        'association.nom': DEMO_ASSOCIATIONS.second.nom,
        'association.presentation':
          'Entraide Bépanda réunit les familles du quartier pour l’entraide en cas de deuil, de maladie ou de ' +
          'naissance. (Deuxième association de démonstration.)',
        'association.contactTelephone': SECOND_DEMO_LOGINS.secretaire,
      },
      null,
    );
    const ids: number[] = [];
    for (const person of people)
      ids.push(
        await insertMember(
          tx,
          { ...person, roleId: roleId(person.role), passwordHash, createdAt: new Date(Date.UTC(year, 0, 3, 8)) },
          [1, 2, 3],
        ),
      );
    const secretaire = ids[1]!;
    const rows: Array<typeof transactions.$inferInsert> = [];
    for (const memberId of ids) {
      rows.push({ memberId, caisseId: 1, montant: 5_000, mois: 1, annee: year, createdBy: secretaire });
      for (let m = 1; m <= Math.max(1, month - 1); m++)
        rows.push({ memberId, caisseId: 3, montant: 2_000, mois: m, annee: year, createdBy: secretaire });
    }
    await tx.insert(transactions).values(rows);
  });
}

async function seedMainAssociation(db: Database, now: Date, passwordHash: string, roleId: (code: RoleCode) => number) {
  await ensureSampleDocuments(db);
  await db.transaction(async (tx) => {
    await writeSettings(
      tx,
      {
        'association.nom': DEMO_ASSOCIATIONS.main.nom,
        'association.presentation':
          'L’Association des Résidents de Bonamoussadi (ARB) réunit les habitants du quartier, bloc par bloc, ' +
          'autour d’un fonds de solidarité pour les coups durs et de cotisations mensuelles pour les travaux, ' +
          'le sport et la vie du quartier. (Association de démonstration.)',
        'association.contactTelephone': DEMO_LOGINS.secretaire,
        'association.whatsapp': DEMO_LOGINS.secretaire,
      },
      null,
    );
    const joinedAt = joinDates(demoMembers(), now);
    for (const [index, person] of demoMembers().entries()) {
      await insertMember(
        tx,
        {
          nom: person.nom,
          prenom: person.prenom,
          sexe: person.sexe,
          telephone: person.telephone,
          bloc: person.bloc,
          roleId: roleId(person.role),
          statut: person.statut,
          passwordHash: person.statut === 'En Attente' ? null : passwordHash,
          createdAt: joinedAt[index],
          updatedAt: joinedAt[index],
        },
        person.caisses,
      );
    }
    await seedContributions(tx, now, generator(2021));
    await seedWithdrawalsAndRequests(tx, now);
  });
}
