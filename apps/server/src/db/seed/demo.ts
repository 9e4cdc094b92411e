import { sql } from 'drizzle-orm';
import type { MemberStatus, RoleCode, Sexe } from '@quartier/shared';
import type { Database } from '../client.js';
import { members, roles } from '../schema.js';
import { hashPassword } from '../../lib/auth/password.js';
import { insertMember } from '../../modules/members/repository.js';
import { writeSettings } from '../../modules/settings/repository.js';

export const DEMO_PASSWORD = 'demo-quartier';

/** The three logins written in the README (rulings R10). */
export const DEMO_LOGINS = {
  president: '+237690000001',
  secretaire: '+237690000002',
  membre: '+237690000003',
} as const;

const NOMS = [
  'Mbarga', 'Nkoulou', 'Fotso', 'Kamga', 'Tchoupo', 'Ngono', 'Essomba', 'Abena', 'Atangana', 'Mballa',
  'Ndjock', 'Onana', 'Owona', 'Tchakounte', 'Djoumessi', 'Nana', 'Simo', 'Talla', 'Wamba', 'Ngassa',
  'Kouam', 'Fouda', 'Manga', 'Ewane', 'Ekambi', 'Nguema', 'Bella', 'Ndongo', 'Eyenga', 'Moukoko',
];
const PRENOMS: Record<Sexe, string[]> = {
  M: ['Jean', 'Paul', 'Emmanuel', 'Serge', 'Hervé', 'Alain', 'Boris', 'Cédric', 'Patrick', 'Joseph', 'Samuel', 'Arnaud', 'Yannick', 'Olivier'],
  F: ['Marie', 'Christelle', 'Brigitte', 'Sandrine', 'Aïcha', 'Josiane', 'Nadège', 'Carine', 'Estelle', 'Mireille', 'Grâce', 'Pauline', 'Larissa', 'Flore'],
};
const BLOCS = ['Bloc A', 'Bloc B', 'Bloc C', 'Bloc D', 'Bloc E', 'Bloc F'];

/** Same demo every time: a small seeded generator instead of Math.random. */
function generator(seed: number) {
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
    { nom: 'Mbarga', prenom: 'Jean', sexe: 'M', telephone: DEMO_LOGINS.president, bloc: 'Bloc A', role: 'president', statut: 'Actif', caisses: [1, 2, 3] },
    { nom: 'Ngono', prenom: 'Christelle', sexe: 'F', telephone: DEMO_LOGINS.secretaire, bloc: 'Bloc B', role: 'secretaire', statut: 'Actif', caisses: [1, 2, 3] },
    { nom: 'Fotso', prenom: 'Paul', sexe: 'M', telephone: DEMO_LOGINS.membre, bloc: 'Bloc C', role: 'membre', statut: 'Actif', caisses: [1, 2, 3] },
    { nom: 'Kamga', prenom: 'Sandrine', sexe: 'F', telephone: '+237690000004', bloc: 'Bloc A', role: 'tresorier', statut: 'Actif', caisses: [1, 2, 3] },
    { nom: 'Essomba', prenom: 'Hervé', sexe: 'M', telephone: '+237690000005', bloc: 'Bloc D', role: 'vice_president', statut: 'Actif', caisses: [1, 2, 3] },
    { nom: 'Abena', prenom: 'Brigitte', sexe: 'F', telephone: '+237690000006', bloc: 'Bloc E', role: 'commissaire_aux_comptes', statut: 'Actif', caisses: [1, 2, 3] },
    { nom: 'Onana', prenom: 'Serge', sexe: 'M', telephone: '+237690000007', bloc: 'Bloc F', role: 'censeur', statut: 'Actif', caisses: [1, 2, 3] },
  ];
  for (let i = people.length; i < count; i++) {
    const sexe: Sexe = random() < 0.52 ? 'F' : 'M';
    const roll = random();
    const statut: MemberStatus = roll < 0.85 ? 'Actif' : roll < 0.91 ? 'En Attente' : roll < 0.96 ? 'Suspendu' : 'Inactif';
    people.push({
      nom: pick(NOMS),
      prenom: pick(PRENOMS[sexe]),
      sexe,
      telephone: `+237677${String(100000 + i).padStart(6, '0')}`,
      bloc: pick(BLOCS),
      role: 'membre',
      statut,
      caisses: random() < 0.8 ? [1, 2, 3] : [2, 3],
    });
  }
  return people;
}

/** Seeds the demo association on an empty database; does nothing when members exist. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
  if ((existing?.count ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleRows = await db.select().from(roles);
  const roleId = (code: RoleCode) => roleRows.find((r) => r.code === code)!.id;
  await db.transaction(async (tx) => {
    await writeSettings(
      tx,
      {
        'association.nom': 'ARB Bonamoussadi',
        'association.presentation':
          'L’Association des Résidents de Bonamoussadi (ARB) réunit les habitants du quartier, bloc par bloc, ' +
          'autour d’un fonds de solidarité pour les coups durs et de cotisations mensuelles pour les travaux, ' +
          'le sport et la vie du quartier. (Association de démonstration.)',
        'association.contactTelephone': DEMO_LOGINS.secretaire,
        'association.whatsapp': DEMO_LOGINS.secretaire,
      },
      null,
    );
    for (const person of demoMembers()) {
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
        },
        person.caisses,
      );
    }
  });
  return true;
}
