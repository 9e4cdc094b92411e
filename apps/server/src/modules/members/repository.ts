import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { SEARCH_ACCENTS, phoneSearchDigits, searchWords } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import {
  associations,
  caisses,
  memberSubscriptions,
  members,
  persons,
  roles,
  sessions,
  settings,
} from '../../db/schema.js';
import { DEFAULT_LANGUE_KEY } from '../settings/repository.js';
import { currentAssociationId, inThisAssociation } from '../../db/scope.js';

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
  personId: members.personId,
  /** The person's one password, shared by their memberships (issue 21). */
  passwordHash: persons.passwordHash,
  /** The person's language (issue 25): their SMS and screens. */
  langue: persons.langue,
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
  personId: number;
  passwordHash: string | null;
  langue: string;
  createdAt: Date;
};

/** This association's members only: the explicit half of the two scopes (the other is Row-Level Security). */

export type SubscriptionRow = { memberId: number; caisseId: number; statut: string; caisseNom: string };

export async function findMemberByPhone(executor: Executor, telephone: string): Promise<MemberRow | undefined> {
  const [row] = await executor
    .select(memberColumns)
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .innerJoin(persons, eq(persons.id, members.personId))
    .where(and(inThisAssociation(members), eq(members.telephone, telephone)));
  return row;
}

export async function findMemberById(executor: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await executor
    .select(memberColumns)
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .innerJoin(persons, eq(persons.id, members.personId))
    .where(and(inThisAssociation(members), eq(members.id, id)));
  return row;
}

/**
 * A member's subscriptions as findSubscriptions reads them (by fund), as one JSON text column of a
 * statement that reads members: one statement less per read that shows them (ADR 0023, 0025).
 */
function subscriptionsColumn() {
  return sql<string>`(select coalesce(json_agg(json_build_array(s.cotisation_id, s.statut, c.nom) order by s.cotisation_id), '[]')::text
        from ${memberSubscriptions} s join ${caisses} c on c.id = s.cotisation_id
        where s.association_id = ${currentAssociationId()} and s.association_id = ${members.associationId} and s.membre_id = ${members.id})`;
}

function parseSubscriptions(memberId: number, text: string): SubscriptionRow[] {
  return (JSON.parse(text) as Array<[number, string, string]>).map(
    ([caisseId, statut, caisseNom]): SubscriptionRow => ({ memberId, caisseId, statut, caisseNom }),
  );
}

/**
 * findMemberById and findSubscriptions in one statement, with the expiry of one of the
 * association's sessions (GET /auth/me: 3 statements → 1 after the session's own).
 */
export async function findMemberWithSubscriptions(
  executor: Executor,
  id: number,
  sessionId: number,
): Promise<{ member: MemberRow; subscriptions: SubscriptionRow[]; sessionExpiresAt: Date | undefined } | undefined> {
  const [row] = await executor
    .select({
      ...memberColumns,
      subscriptions: subscriptionsColumn(),
      sessionExpiresAt: sql<Date | null>`(select ${sessions.expiresAt} from ${sessions}
        where ${sessions.associationId} = ${currentAssociationId()} and ${sessions.id} = ${sessionId})`.mapWith(
        sessions.expiresAt,
      ),
    })
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .innerJoin(persons, eq(persons.id, members.personId))
    .where(and(inThisAssociation(members), eq(members.id, id)));
  if (!row) return undefined;
  const { subscriptions, sessionExpiresAt, ...member } = row;
  return {
    member,
    subscriptions: parseSubscriptions(member.id, subscriptions),
    sessionExpiresAt: sessionExpiresAt ?? undefined,
  };
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
    .where(and(inThisAssociation(memberSubscriptions), inArray(memberSubscriptions.memberId, memberIds)))
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
  /** Seeds and the CLI only: the person's password when they have none yet. */
  passwordHash?: string | null;
  /** 'Inscrit le': now when absent; the demo seed gives past ones. */
  createdAt?: Date;
  updatedAt?: Date;
}

/** The association's 'association.langueDefaut' setting (settings/repository.ts), French when unset. */
function defaultLanguageOfThisAssociation(): SQL<string> {
  return sql<string>`coalesce((select ${settings.value} #>> '{}' from ${settings} where ${inThisAssociation(settings)} and ${settings.key} = ${DEFAULT_LANGUE_KEY}), 'fr')`;
}

/**
 * The person behind a phone number, created on first use. A person who already has a password
 * (a member elsewhere) keeps it: `passwordHash` only fills an empty one.
 */
export async function ensurePerson(executor: Executor, telephone: string, passwordHash: string | null = null) {
  const [row] = await executor
    .insert(persons)
    // A new person speaks the association's default language (issue 25) until they choose.
    .values({ telephone, passwordHash, langue: defaultLanguageOfThisAssociation() })
    .onConflictDoUpdate({
      target: persons.telephone,
      set: { passwordHash: sql`coalesce(${persons.passwordHash}, excluded.password_hash)` },
    })
    .returning({ id: persons.id });
  return row!.id;
}

export async function insertMember(executor: Executor, values: NewMember, caisseIds: number[]) {
  const { passwordHash, ...membership } = values;
  const personId = await ensurePerson(executor, values.telephone, passwordHash ?? null);
  const [row] = await executor
    .insert(members)
    .values({ ...membership, personId })
    .returning({ id: members.id });
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
  const { passwordHash, statut } = values;
  await executor
    .update(persons)
    .set({ passwordHash, updatedAt: now })
    .where(
      eq(
        persons.id,
        executor
          .select({ id: members.personId })
          .from(members)
          .where(and(inThisAssociation(members), eq(members.id, id))),
      ),
    );
  if (statut)
    await executor
      .update(members)
      .set({ statut, updatedAt: now })
      .where(and(inThisAssociation(members), eq(members.id, id)));
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A column as searches compare it: the shared rule (foldSearchText) written in SQL. */
function folded(column: SQL | AnyColumn): SQL {
  return sql`lower(translate(${column}, ${SEARCH_ACCENTS.from}, ${SEARCH_ACCENTS.to}))`;
}

/**
 * Every word of the search must match one of: name, first name, block (whole words: `c` is block
 * C, not every block name with a c), status, sex (M/F and their words) or, for callers allowed to
 * see numbers, the phone digits (spec 'Inscriptions'). Case and accents are ignored (`cedric`
 * finds Cédric); `Bloc C` finds the members of block C; a number typed as shown (`6 77 10 00 24`)
 * is matched on the phone's digits, for staff only: a Membre never finds anyone by a number.
 */
export function searchCondition(q: string | undefined, searchPhones: boolean): SQL | undefined {
  const query = (q ?? '').trim();
  if (query === '') return undefined;
  const phone = phoneSearchDigits(query);
  if (phone !== null) return searchPhones ? sql`${members.telephone} like ${likePattern(phone)}` : sql`false`;
  const { blocs, words } = searchWords(query);
  const blocName = sql`regexp_replace(trim(${folded(members.bloc)}), '[[:space:]]+', ' ', 'g')`;
  const sexWords = sql`case ${members.sexe} when 'M' then 'm masculin homme male' else 'f feminin femme femelle' end`;
  return and(
    ...blocs.map((bloc) => sql`${blocName} = ${bloc}`),
    ...words.slice(0, 6).map((word) => {
      const pattern = likePattern(word);
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      const fields: SQL[] = [
        sql`${folded(members.nom)} like ${pattern}`,
        sql`${folded(members.prenom)} like ${pattern}`,
        sql`(' ' || ${blocName} || ' ') like ${`% ${escaped} %`}`,
        // Status by word start, so 'actif' does not also find 'Inactif'.
        sql`(' ' || ${folded(members.statut)}) like ${`% ${escaped}%`}`,
        sql`${sexWords} like ${pattern}`,
      ];
      const digits = word.replace(/\D/g, '');
      if (searchPhones && digits.length >= 3) fields.push(sql`${members.telephone} like ${likePattern(digits)}`);
      return or(...fields)!;
    }),
  );
}

export interface MemberListFilter {
  q?: string;
  caisseId?: number;
  searchPhones: boolean;
  limit: number;
  offset: number;
}

export async function listMembers(executor: Executor, filter: MemberListFilter) {
  const conditions: SQL[] = [inThisAssociation(members)];
  const search = searchCondition(filter.q, filter.searchPhones);
  if (search) conditions.push(search);
  if (filter.caisseId)
    conditions.push(
      // The subscription's association is the member's: a sharded database joins on it.
      sql`exists (select 1 from ${memberSubscriptions} s where s.association_id = ${members.associationId} and s.membre_id = ${members.id} and s.cotisation_id = ${filter.caisseId} and s.statut = 'Actif')`,
    );
  const where = and(...conditions);
  // Every member of the association, without a search or a fund: counted by the database apart
  // (read once, index-only) rather than over the page's rows, so a first page walks a few members
  // through membres_nom_idx instead of sorting them all (issue 22, ADR 0025).
  const everyone = conditions.length === 1;
  const page = await executor
    // A list never needs the people's password hashes, nor their language (persons is not joined).
    .select({
      ...memberColumns,
      passwordHash: sql<string | null>`null`,
      langue: sql<string>`null`,
      // The count rides along with the page (one statement instead of two; role_id is never null).
      total: everyone
        ? sql<number>`(select count(*)::int from ${members} c where c.association_id = ${currentAssociationId()})`
        : sql<number>`(count(*) over ())::int`,
      // And each member's subscriptions, as findSubscriptions reads them (one statement less).
      subscriptions: subscriptionsColumn(),
    })
    .from(members)
    .innerJoin(roles, eq(roles.id, members.roleId))
    .where(where)
    .orderBy(asc(members.nom), asc(members.prenom), asc(members.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const rows = page.map(({ total: _total, subscriptions: _subscriptions, ...member }) => member);
  const subscriptions = page.flatMap((member) => parseSubscriptions(member.id, member.subscriptions));
  if (page.length > 0 || filter.offset === 0) return { rows, subscriptions, total: page[0]?.total ?? 0 };
  // A page past the end still tells how many rows there are.
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  return { rows, subscriptions, total: counted?.total ?? 0 };
}

export async function countMembers(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .where(inThisAssociation(members));
  return row?.count ?? 0;
}

export async function distinctBlocs(executor: Executor): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ bloc: members.bloc })
    .from(members)
    .where(inThisAssociation(members))
    .orderBy(asc(members.bloc));
  return rows.map((r) => r.bloc);
}

/** Members per block and sex, computed by the database. */
export async function countsPerBloc(executor: Executor) {
  return executor
    .select({
      bloc: members.bloc,
      men: sql<number>`count(*) filter (where ${members.sexe} = 'M')::int`,
      women: sql<number>`count(*) filter (where ${members.sexe} = 'F')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(members)
    .where(inThisAssociation(members))
    .groupBy(members.bloc)
    .orderBy(asc(members.bloc));
}

export async function listRoles(executor: Executor) {
  return executor.select().from(roles).orderBy(asc(roles.id));
}

export async function findRoleById(executor: Executor, id: number) {
  const [row] = await executor.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function updateMember(
  executor: Executor,
  id: number,
  values: Partial<Pick<NewMember, 'telephone' | 'bloc' | 'sexe' | 'roleId' | 'statut'>>,
  now: Date,
): Promise<void> {
  // A new number is another person's (created if new): the old person keeps their password and
  // their other memberships; the member confirms the new number by SMS (statut 'En Attente').
  const personId = values.telephone ? await ensurePerson(executor, values.telephone) : undefined;
  await executor
    .update(members)
    .set({ ...values, ...(personId ? { personId } : {}), updatedAt: now })
    .where(and(inThisAssociation(members), eq(members.id, id)));
}

/** Subscribes to exactly these funds: missing ones are added, others switched off, none deleted. */
export async function setSubscriptions(executor: Executor, memberId: number, wanted: number[]): Promise<void> {
  for (const caisseId of [1, 2, 3]) await setSubscription(executor, memberId, caisseId, wanted.includes(caisseId));
}

export async function setSubscription(executor: Executor, memberId: number, caisseId: number, active: boolean) {
  const statut = active ? 'Actif' : 'Inactif';
  if (!active) {
    await executor
      .update(memberSubscriptions)
      .set({ statut })
      .where(
        and(
          inThisAssociation(memberSubscriptions),
          eq(memberSubscriptions.memberId, memberId),
          eq(memberSubscriptions.caisseId, caisseId),
        ),
      );
    return;
  }
  await executor
    .insert(memberSubscriptions)
    .values({ memberId, caisseId, statut })
    .onConflictDoUpdate({
      target: [memberSubscriptions.associationId, memberSubscriptions.memberId, memberSubscriptions.caisseId],
      set: { statut },
    });
}

/** The member holding a role, not counting inactive members. */
export async function findRoleHolder(executor: Executor, roleId: number) {
  const [row] = await executor
    .select({ id: members.id, nom: members.nom, prenom: members.prenom })
    .from(members)
    .where(and(inThisAssociation(members), eq(members.roleId, roleId), sql`${members.statut} <> 'Inactif'`))
    .limit(1);
  return row;
}

/** Members holding a role, whatever their status (an Inactif holder still counts). */
export async function countRoleMembers(executor: Executor, roleId: number): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(inThisAssociation(members), eq(members.roleId, roleId)));
  return row?.n ?? 0;
}

/** Serializes, per association, the writes that check and then fill an office (the first Secrétaire). */
export async function lockAssociation(executor: Executor): Promise<void> {
  await executor
    .select({ id: associations.id })
    .from(associations)
    .where(eq(associations.id, currentAssociationId()))
    .for('update');
}

const validator = sql`validator`;

/** Who asked for a request (name and role) and who decided it (name, null while pending). */
export const requestPeople = {
  requesterNom: members.nom,
  requesterPrenom: members.prenom,
  requesterRole: roles.nom,
  requesterRoleCode: roles.code,
  validatorNom: sql<string | null>`${validator}.nom`,
  validatorPrenom: sql<string | null>`${validator}.prenom`,
};

/**
 * Joins a request table (withdrawals, modification requests) to its requester with her role and
 * to its validator, both within the request's own association: the columns of requestPeople.
 */
export function withRequestPeople<T extends PgSelect>(
  query: T,
  table: { associationId: AnyColumn; requesterId: AnyColumn; validatorId: AnyColumn },
) {
  return query
    .innerJoin(members, and(eq(members.associationId, table.associationId), eq(members.id, table.requesterId)))
    .innerJoin(roles, eq(roles.id, members.roleId))
    .leftJoin(
      sql`${members} as ${validator}`,
      sql`${validator}.association_id = ${table.associationId} and ${validator}.id = ${table.validatorId}`,
    );
}
