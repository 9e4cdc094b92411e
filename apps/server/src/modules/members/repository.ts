import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { caisses, memberSubscriptions, members, roles } from '../../db/schema.js';

const memberColumns = {
  id: members.id,
  nom: members.nom,
  prenom: members.prenom,
  sexe: members.sexe,
  telephone: members.telephone,
  bloc: members.bloc,
  roleId: members.roleId,
  roleCode: roles.code,
  roleNom: roles.nom,
  statut: members.statut,
  passwordHash: members.passwordHash,
  createdAt: members.createdAt,
};

export type MemberRow = {
  id: number;
  nom: string;
  prenom: string;
  sexe: string;
  telephone: string;
  bloc: string;
  roleId: number;
  roleCode: string;
  roleNom: string;
  statut: string;
  passwordHash: string | null;
  createdAt: Date;
};

export type SubscriptionRow = { memberId: number; caisseId: number; statut: string; caisseNom: string };

export async function findMemberByPhone(executor: Executor, telephone: string): Promise<MemberRow | undefined> {
  const [row] = await executor
    .select(memberColumns)
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .where(eq(members.telephone, telephone));
  return row;
}

export async function findMemberById(executor: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await executor
    .select(memberColumns)
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .where(eq(members.id, id));
  return row;
}

export async function findSubscriptions(executor: Executor, memberIds: number[]): Promise<SubscriptionRow[]> {
  if (memberIds.length === 0) return [];
  return executor
    .select({
      memberId: memberSubscriptions.memberId,
      caisseId: memberSubscriptions.caisseId,
      statut: memberSubscriptions.statut,
      caisseNom: caisses.nom,
    })
    .from(memberSubscriptions)
    .innerJoin(caisses, eq(caisses.id, memberSubscriptions.caisseId))
    .where(inArray(memberSubscriptions.memberId, memberIds))
    .orderBy(asc(memberSubscriptions.caisseId));
}

export async function findRoleByCode(executor: Executor, code: string) {
  const [row] = await executor.select().from(roles).where(eq(roles.code, code));
  return row;
}

export interface NewMember {
  nom: string;
  prenom: string;
  sexe: 'M' | 'F';
  telephone: string;
  bloc: string;
  roleId: number;
  statut: 'Actif' | 'Suspendu' | 'En Attente' | 'Inactif';
  passwordHash: string | null;
}

export async function insertMember(executor: Executor, values: NewMember, caisseIds: number[]) {
  const [row] = await executor.insert(members).values(values).returning({ id: members.id });
  if (!row) throw new Error('insertion du membre sans retour');
  if (caisseIds.length > 0)
    await executor.insert(memberSubscriptions).values(caisseIds.map((caisseId) => ({ memberId: row.id, caisseId })));
  return row.id;
}

export async function updateMemberCredentials(
  executor: Executor,
  id: number,
  values: { passwordHash: string; statut?: 'Actif' },
  now: Date,
): Promise<void> {
  await executor.update(members).set({ ...values, updatedAt: now }).where(eq(members.id, id));
}
