import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUE, isLangue, type Langue } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import { associations, members, persons, roles } from '../../db/schema.js';
import { asService, inThisAssociation } from '../../db/scope.js';

export type AssociationRow = {
  id: number;
  slug: string;
  nom: string;
  /** 'active', or 'suspendue' by the operator (issue 22). */
  statut: string;
  motifSuspension: string | null;
};

const associationColumns = {
  id: associations.id,
  slug: associations.slug,
  nom: associations.nom,
  statut: associations.statut,
  motifSuspension: associations.motifSuspension,
};

/**
 * What the members of a suspended association read (issue 22): the operator's words when given.
 * Null when the association is active.
 */
export function suspensionMessage(row: { statut: string; motifSuspension: string | null }): string | null {
  if (row.statut !== 'suspendue') return null;
  const motif = row.motifSuspension?.trim();
  return (
    'Cette association est suspendue par l’équipe du service' +
    (motif ? ` : ${motif.replace(/[.\s]+$/, '')}.` : '.') +
    ' Ses données sont conservées ; la connexion reprendra quand elle sera rétablie. Contactez le bureau de votre association ou l’équipe du service.'
  );
}

/** associations is a global table (no Row-Level Security): any scope may read it. */
export async function findAssociationBySlug(executor: Executor, slug: string): Promise<AssociationRow | undefined> {
  const [row] = await executor.select(associationColumns).from(associations).where(eq(associations.slug, slug));
  return row;
}

export async function findAssociationById(executor: Executor, id: number): Promise<AssociationRow | undefined> {
  const [row] = await executor.select(associationColumns).from(associations).where(eq(associations.id, id));
  return row;
}

/** The service's default association: the first one (a single-association installation's own). */
export async function findDefaultAssociation(executor: Executor): Promise<AssociationRow | undefined> {
  const [row] = await executor.select(associationColumns).from(associations).orderBy(asc(associations.id)).limit(1);
  return row;
}

export async function listAssociationIds(executor: Executor): Promise<number[]> {
  const rows = await executor.select({ id: associations.id }).from(associations).orderBy(asc(associations.id));
  return rows.map((row) => row.id);
}

export async function insertAssociation(executor: Executor, values: { slug: string; nom: string }) {
  const [row] = await executor.insert(associations).values(values).returning(associationColumns);
  return row!;
}

export async function findPersonByPhone(executor: Executor, telephone: string) {
  const [row] = await executor
    .select({
      id: persons.id,
      lastAssociationId: persons.lastAssociationId,
      passwordHash: persons.passwordHash,
      langue: persons.langue,
    })
    .from(persons)
    .where(eq(persons.telephone, telephone));
  return row;
}

/** A person's language (issue 25): the one of their screens and SMS, in every association. */
export async function setPersonLanguage(executor: Executor, personId: number, langue: Langue) {
  await executor.update(persons).set({ langue }).where(eq(persons.id, personId));
}

/** The language of each of these phones' persons (SMS in the recipient's language); French for an unknown one. */
export async function languagesOfPhones(executor: Executor, telephones: string[]): Promise<Map<string, Langue>> {
  const unique = [...new Set(telephones)];
  const rows =
    unique.length === 0
      ? []
      : await executor
          .select({ telephone: persons.telephone, langue: persons.langue })
          .from(persons)
          .where(inArray(persons.telephone, unique));
  return new Map(rows.map((row) => [row.telephone, isLangue(row.langue) ? row.langue : DEFAULT_LANGUE]));
}

/**
 * The language of each of these members of the current association (issue 25): the one of the
 * texts the server writes for them (notifications, exports, the report). French for an unknown one.
 */
export async function languagesOfMembers(executor: Executor, memberIds: number[]): Promise<Map<number, Langue>> {
  const unique = [...new Set(memberIds)];
  const rows =
    unique.length === 0
      ? []
      : await executor
          .select({ id: members.id, langue: persons.langue })
          .from(members)
          .innerJoin(persons, eq(persons.id, members.personId))
          .where(and(inThisAssociation(members), inArray(members.id, unique)));
  return new Map(rows.map((row) => [row.id, isLangue(row.langue) ? row.langue : DEFAULT_LANGUE]));
}

/** One member's language (the requester of an export or a report); French when unknown. */
export async function languageOfMember(executor: Executor, memberId: number): Promise<Langue> {
  return (await languagesOfMembers(executor, [memberId])).get(memberId) ?? DEFAULT_LANGUE;
}

export async function setLastAssociation(executor: Executor, personId: number, associationId: number) {
  await executor.update(persons).set({ lastAssociationId: associationId }).where(eq(persons.id, personId));
}

export type MembershipRow = {
  associationId: number;
  slug: string;
  nom: string;
  memberId: number;
  roleCode: string;
  roleNom: string;
  statut: string;
  /** The association's own status ('active' or 'suspendue'), not the member's. */
  associationStatut: string;
};

/**
 * Every membership of one person, across associations: the one read that must see them all
 * (login chooses among them, the account menu lists them), hence the service scope. Awaited
 * inside asService: a query builder runs when awaited, in the scope of whoever awaits it.
 */
export function listMemberships(executor: Executor, personId: number): Promise<MembershipRow[]> {
  return asService(
    async () =>
      await executor
        .select({
          associationId: associations.id,
          slug: associations.slug,
          nom: associations.nom,
          memberId: members.id,
          roleCode: roles.code,
          roleNom: roles.nom,
          statut: members.statut,
          associationStatut: associations.statut,
        })
        .from(members)
        .innerJoin(associations, eq(associations.id, members.associationId))
        .innerJoin(roles, eq(roles.id, members.roleId))
        .where(and(eq(members.personId, personId)))
        .orderBy(asc(associations.nom), asc(associations.id)),
  );
}
