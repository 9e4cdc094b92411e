import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  fundWriteLocks,
  caisses,
  memberSubscriptions,
  members,
  modificationRequests,
  monthlyFundTotals,
  shareTotals,
  transactions,
  withdrawalShares,
  withdrawals,
} from '../../db/schema.js';
import { currentAssociationId, inThisAssociation } from '../../db/scope.js';
import { exactSum, sumOf } from '../../db/sums.js';
import { requestPeople, searchCondition, withRequestPeople } from '../members/repository.js';

/**
 * This association's rows only: the explicit half of the two scopes (the other is Row-Level
 * Security, issue 21). Joins between association tables also match association_id, the column a
 * sharded PostgreSQL joins on.
 */

export async function insertTransaction(
  executor: Executor,
  values: {
    memberId: number;
    caisseId: number;
    montant: number;
    mois: number;
    annee: number;
    /** Its receipt number (ADR 0021). */
    receipt: string;
    createdBy: number;
    createdAt: Date;
  },
) {
  const [row] = await executor.insert(transactions).values(values).returning();
  return row!;
}

/** Active subscription of a member to a fund. */
export async function isSubscribed(executor: Executor, memberId: number, caisseId: number): Promise<boolean> {
  const [row] = await executor
    .select({ statut: memberSubscriptions.statut })
    .from(memberSubscriptions)
    .where(
      and(
        inThisAssociation(memberSubscriptions),
        eq(memberSubscriptions.memberId, memberId),
        eq(memberSubscriptions.caisseId, caisseId),
      ),
    );
  return row?.statut === 'Actif';
}

/** Pages ending within this many rows are read by walking the members in name order (see below). */
const WALKED_ROWS = 200;

/**
 * The rows of a fund table: members subscribed to the fund, plus anyone who paid into it that
 * year (a member who left still shows what she paid).
 * `walk`: each member's two checks are index probes (`offset 0` keeps PostgreSQL from hashing the
 * fund's every subscriber and payment of the year first: ~17,000 payments in a 5,000-member
 * association), so a first page walks ~15 members through membres_nom_idx (migration 0018) instead
 * of filtering and sorting them all. Deep pages, the whole table and searches (whose count reads
 * every row of the result) keep the hashed form.
 */
function ledgerMemberCondition(caisseId: number, year: number, q: string | undefined, walk: boolean): SQL {
  const associationId = currentAssociationId();
  const fence = walk ? sql` offset 0` : sql``;
  // Each subquery names the association itself, beside matching the member's: PostgreSQL reads it
  // once, hashed, and only a filter of its own lets that read use the index led by association_id.
  const inLedger = or(
    sql`exists (select 1 from ${memberSubscriptions} s where s.association_id = ${associationId} and s.association_id = ${members.associationId} and s.membre_id = ${members.id} and s.cotisation_id = ${caisseId} and s.statut = 'Actif'${fence})`,
    sql`exists (select 1 from ${transactions} t where t.association_id = ${associationId} and t.association_id = ${members.associationId} and t.membre_id = ${members.id} and t.cotisation_id = ${caisseId} and t.annee = ${year}${fence})`,
  )!;
  return and(inThisAssociation(members), inLedger, searchCondition(q, false))!;
}

/**
 * How many rows a fund table has without a search: its active subscribers (an index-only count,
 * migration 0017) plus the members who paid that year without being one. The same number as
 * counting ledgerMemberCondition's members (a subscription is a member's, one per fund), without
 * deciding it member by member: 3,900 rows of a 5,000-member association to filter and count
 * (issue 22, ADR 0025). The members without a subscription are found first (`offset 0` keeps
 * that order): when every member subscribes, as to the monthly fund, the year's payments
 * (~44,000 there) are not read at all.
 */
function ledgerRowCount(caisseId: number, year: number): SQL {
  const associationId = currentAssociationId();
  return sql`((select count(*) from ${memberSubscriptions} s
      where s.association_id = ${associationId} and s.cotisation_id = ${caisseId} and s.statut = 'Actif')
    + (select count(*) from (select m.id from ${members} m where m.association_id = ${associationId}
        and not exists (select 1 from ${memberSubscriptions} s where s.association_id = ${associationId} and s.membre_id = m.id and s.cotisation_id = ${caisseId} and s.statut = 'Actif')
        offset 0) n
      where exists (select 1 from ${transactions} t where t.association_id = ${associationId} and t.membre_id = n.id and t.cotisation_id = ${caisseId} and t.annee = ${year})))::int`;
}

export async function ledgerMembers(
  executor: Executor,
  filter: { caisseId: number; year: number; q?: string; limit: number; offset: number },
) {
  // The count rides along with the page (one statement): counted apart without a search (read
  // once by PostgreSQL), else over the page's own rows, which then must all be found anyway.
  const counted = searchCondition(filter.q, false) === undefined;
  const walk = counted && filter.offset + filter.limit <= WALKED_ROWS;
  const where = ledgerMemberCondition(filter.caisseId, filter.year, filter.q, walk);
  const total = counted ? ledgerRowCount(filter.caisseId, filter.year) : sql`(count(*) over ())::int`;
  const page = await executor
    .select({
      id: members.id,
      nom: members.nom,
      prenom: members.prenom,
      bloc: members.bloc,
      total: sql<number>`${total}`,
    })
    .from(members)
    .where(where)
    .orderBy(asc(members.nom), asc(members.prenom), asc(members.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const rows = page.map(({ total: _total, ...member }) => member);
  if (page.length > 0 || filter.offset === 0) return { rows, total: page[0]?.total ?? 0 };
  // A page past the end still tells how many rows there are.
  if (counted) {
    const result = await executor.execute(sql`select ${total} as total`);
    const [row] = (result as unknown as { rows: Array<{ total: number }> }).rows;
    return { rows, total: Number(row?.total ?? 0) };
  }
  const [past] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  return { rows, total: past?.total ?? 0 };
}

export async function transactionsOf(executor: Executor, caisseId: number, year: number, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return executor
    .select({
      id: transactions.id,
      memberId: transactions.memberId,
      mois: transactions.mois,
      montant: transactions.montant,
    })
    .from(transactions)
    .where(
      and(
        inThisAssociation(transactions),
        eq(transactions.caisseId, caisseId),
        eq(transactions.annee, year),
        inArray(transactions.memberId, memberIds),
      ),
    )
    .orderBy(asc(transactions.id));
}

/**
 * Each member's sum of `montant` in a per-member money table of one fund (one year, or all years
 * when `year` is null): a Map by member id, members with nothing left out.
 */
async function sumPerMember(
  executor: Executor,
  table: typeof transactions | typeof withdrawalShares,
  caisseId: number,
  year: number | null,
  memberIds: number[],
) {
  if (memberIds.length === 0) return new Map<number, number>();
  const rows = await executor
    .select({ memberId: table.memberId, total: sumOf(table.montant) })
    .from(table)
    .where(
      and(
        inThisAssociation(table),
        eq(table.caisseId, caisseId),
        year === null ? undefined : eq(table.annee, year),
        inArray(table.memberId, memberIds),
      ),
    )
    .groupBy(table.memberId);
  return new Map(rows.map((r) => [r.memberId, r.total]));
}

/** Sum of each member's rounded shares of validated withdrawals (one year, or all years). */
export const sharesOf = (executor: Executor, caisseId: number, year: number | null, memberIds: number[]) =>
  sumPerMember(executor, withdrawalShares, caisseId, year, memberIds);

/** What each member paid into a fund, all years together (the solidarity balance). */
export const paidAllYears = (executor: Executor, caisseId: number, memberIds: number[]) =>
  sumPerMember(executor, transactions, caisseId, null, memberIds);

/**
 * Holds every other write of money received by this association (payments, corrections) until
 * this transaction ends, so the fund-total check that follows cannot be passed by two writes
 * together (issue 20). Other associations' writes do not wait (migration 0014, ADR 0019).
 * An upsert of the association's row, not a SELECT ... FOR UPDATE or an advisory lock: a read
 * committed payment that waited then reads every write committed before it; a serializable
 * correction whose snapshot predates a write it waited for fails to update the changed row
 * (serialization failure) and is retried by serializable() with a fresh snapshot, so its check
 * cannot miss that payment either.
 */
export async function lockFundTotals(executor: Executor): Promise<void> {
  await executor
    .insert(fundWriteLocks)
    .values({ associationId: currentAssociationId(), writes: 1 })
    .onConflictDoUpdate({ target: fundWriteLocks.associationId, set: { writes: sql`${fundWriteLocks.writes} + 1` } });
}

/** What a fund has received, all years together (payments and corrections). */
export async function receivedTotal(executor: Executor, caisseId: number): Promise<number> {
  const [row] = await executor
    .select({ total: sumOf(monthlyFundTotals.montant) })
    .from(monthlyFundTotals)
    .where(and(inThisAssociation(monthlyFundTotals), eq(monthlyFundTotals.caisseId, caisseId)));
  return row?.total ?? 0;
}

/** A fund's balance as a bigint expression: every contribution minus what validated withdrawals took out (R7). */
function balanceOf(associationId: number, caisseId: number): SQL {
  return sql`(
      (select coalesce(sum(montant), 0) from ${monthlyFundTotals} where association_id = ${associationId} and cotisation_id = ${caisseId})
      - (select coalesce(sum(montant + transport), 0) from ${withdrawals} where association_id = ${associationId} and cotisation_id = ${caisseId} and statut = 'Valide')
    )::bigint`;
}

/** A fund's balance: every contribution minus what validated withdrawals took out (R7). */
export async function fundBalance(executor: Executor, caisseId: number): Promise<number> {
  const [row] = await executor
    .execute<{ balance: number }>(sql`select ${balanceOf(currentAssociationId(), caisseId)} as balance`)
    .then((r) => (r as unknown as { rows: Array<{ balance: number }> }).rows);
  return exactSum(row?.balance);
}

/** The dashboard's figures in one statement: the two funds' balances and the number of members (registrations). */
export async function dashboardTotals(executor: Executor) {
  const associationId = currentAssociationId();
  const result = await executor.execute(sql`
    select ${balanceOf(associationId, 1)} as solidarity, ${balanceOf(associationId, 3)} as monthly,
      (select count(*)::int from ${members} where association_id = ${associationId}) as members`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return { solidarity: exactSum(row?.solidarity), monthly: exactSum(row?.monthly), members: Number(row?.members ?? 0) };
}

export async function memberMonthTotals(executor: Executor, memberId: number, mois: number, annee: number) {
  return executor
    .select({ caisseId: transactions.caisseId, total: sumOf(transactions.montant) })
    .from(transactions)
    .where(
      and(
        inThisAssociation(transactions),
        eq(transactions.memberId, memberId),
        eq(transactions.mois, mois),
        eq(transactions.annee, annee),
      ),
    )
    .groupBy(transactions.caisseId);
}

/** The withdrawals of a fund, or (`{ id }`) the one withdrawal a single view needs. */
export async function listWithdrawals(executor: Executor, which: number | { id: number }) {
  const filter = typeof which === 'number' ? eq(withdrawals.caisseId, which) : eq(withdrawals.id, which.id);
  const query = executor
    .select({
      id: withdrawals.id,
      caisseId: withdrawals.caisseId,
      caisseNom: caisses.nom,
      type: withdrawals.type,
      libelle: withdrawals.libelle,
      montant: withdrawals.montant,
      transport: withdrawals.transport,
      delaiRecouvrement: withdrawals.delaiRecouvrement,
      nbrPersonnes: withdrawals.nbrPersonnes,
      part: withdrawals.part,
      statut: withdrawals.statut,
      motifRefus: withdrawals.motifRefus,
      createdAt: withdrawals.createdAt,
      validatedAt: withdrawals.validatedAt,
      requesterId: members.id,
      ...requestPeople,
    })
    .from(withdrawals)
    .innerJoin(caisses, eq(caisses.id, withdrawals.caisseId))
    .$dynamic();
  return withRequestPeople(query, withdrawals)
    .where(and(inThisAssociation(withdrawals), filter))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
}

/** A value of a JSON answer built by the database: a bigint sum comes as text, an int as a number. */
const jsonRows = (text: unknown): unknown[][] => (typeof text === 'string' ? (JSON.parse(text) as unknown[][]) : []);

/**
 * A fund table's figures over the whole fund, in one statement instead of five (issue 22: each
 * statement costs the server more than the database's work on it, docs/performance.md): the
 * year's month totals (kept by the database, migration 0007) and the sum of every member's rounded
 * shares of its validated withdrawals (kept by the database too, migration 0018: one row per year
 * instead of every share), the balance (as fundBalance), and with `allYears` (the solidarity fund)
 * what it received (as receivedTotal) and shared out over every year.
 */
export async function fundTableTotals(executor: Executor, caisseId: number, year: number, allYears: boolean) {
  const associationId = currentAssociationId();
  const result = await executor.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(mois, montant::text)), '[]')::text from ${monthlyFundTotals}
        where association_id = ${associationId} and cotisation_id = ${caisseId} and annee = ${year}) as month_totals,
      (select coalesce(sum(montant), 0)::bigint from ${shareTotals}
        where association_id = ${associationId} and cotisation_id = ${caisseId} and annee = ${year}) as year_shares,
      ${balanceOf(associationId, caisseId)} as balance,
      ${
        allYears
          ? sql`(select coalesce(sum(montant), 0)::bigint from ${monthlyFundTotals} where association_id = ${associationId} and cotisation_id = ${caisseId})`
          : sql`0`
      } as received_ever,
      ${
        allYears
          ? sql`(select coalesce(sum(montant), 0)::bigint from ${shareTotals} where association_id = ${associationId} and cotisation_id = ${caisseId})`
          : sql`0`
      } as shares_ever`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    monthTotals: jsonRows(row?.month_totals).map(([mois, total]) => ({ mois: Number(mois), total: exactSum(total) })),
    sharesTotal: exactSum(row?.year_shares),
    balance: exactSum(row?.balance),
    receivedEver: exactSum(row?.received_ever),
    sharesEver: exactSum(row?.shares_ever),
  };
}

export interface MemberFigures {
  transactions: Array<{ id: number; mois: number; montant: number }>;
  /** Sum of the member's shares of validated withdrawals this year (sharesOf). */
  yearShares: number;
  /** All years (paidAllYears, sharesOf(null)): with `allYears` only, else 0. */
  paidEver: number;
  sharesEver: number;
  /** The latest modification request on the member's row, with its status as of `now`. */
  request: { id: number; statut: string; validatorNom: string | null; validatorPrenom: string | null } | undefined;
}

/**
 * What a fund table shows of each member of a page, in one statement instead of five: the year's
 * payments, shares (as sharesOf), the latest modification request on the row with its status as of
 * `now` ('Expiree' once used or 30 minutes after validation, R8), and with `allYears` what each
 * paid and was shared over every year (as paidAllYears, sharesOf(null)).
 * Each part is read per member through the indexes led by (association, fund, member).
 */
export async function fundTableMembers(
  executor: Executor,
  caisseId: number,
  year: number,
  memberIds: number[],
  now: Date,
  allYears: boolean,
): Promise<Map<number, MemberFigures>> {
  if (memberIds.length === 0) return new Map();
  const associationId = currentAssociationId();
  const windowStart = new Date(now.getTime() - 30 * 60_000);
  const r = modificationRequests;
  const result = await executor.execute(sql`
    select m.id,
      (select coalesce(json_agg(json_build_array(${transactions.id}, ${transactions.mois}, ${transactions.montant}) order by ${transactions.id}), '[]')::text
        from ${transactions}
        where ${transactions.associationId} = ${associationId} and ${transactions.caisseId} = ${caisseId}
          and ${transactions.annee} = ${year} and ${transactions.memberId} = m.id) as txs,
      (select coalesce(sum(${withdrawalShares.montant}), 0)::bigint from ${withdrawalShares}
        where ${withdrawalShares.associationId} = ${associationId} and ${withdrawalShares.caisseId} = ${caisseId}
          and ${withdrawalShares.annee} = ${year} and ${withdrawalShares.memberId} = m.id) as year_shares,
      ${
        allYears
          ? sql`(select coalesce(sum(${transactions.montant}), 0)::bigint from ${transactions}
        where ${transactions.associationId} = ${associationId} and ${transactions.caisseId} = ${caisseId} and ${transactions.memberId} = m.id)`
          : sql`0`
      } as paid_ever,
      ${
        allYears
          ? sql`(select coalesce(sum(${withdrawalShares.montant}), 0)::bigint from ${withdrawalShares}
        where ${withdrawalShares.associationId} = ${associationId} and ${withdrawalShares.caisseId} = ${caisseId} and ${withdrawalShares.memberId} = m.id)`
          : sql`0`
      } as shares_ever,
      (select json_build_array(${r.id},
          case when ${r.statut} = 'Valide' and (${r.usedAt} is not null or ${r.validatedAt} <= ${windowStart}) then 'Expiree' else ${r.statut} end,
          ${members.nom}, ${members.prenom})::text
        from ${r} left join ${members} on ${members.associationId} = ${r.associationId} and ${members.id} = ${r.validatorId}
        where ${r.associationId} = ${associationId} and ${r.type} = 'entree' and ${r.caisseId} = ${caisseId}
          and ${r.annee} = ${year} and ${r.targetId} = m.id
        order by ${r.id} desc limit 1) as request
    from unnest(array[${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]) as m(id)`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return new Map(
    rows.map((row) => {
      const request = typeof row.request === 'string' ? (JSON.parse(row.request) as unknown[]) : null;
      return [
        Number(row.id),
        {
          transactions: jsonRows(row.txs).map(([id, mois, montant]) => ({
            id: Number(id),
            mois: Number(mois),
            montant: Number(montant),
          })),
          yearShares: exactSum(row.year_shares),
          paidEver: exactSum(row.paid_ever),
          sharesEver: exactSum(row.shares_ever),
          request: request
            ? {
                id: Number(request[0]),
                statut: String(request[1]),
                validatorNom: (request[2] as string | null) ?? null,
                validatorPrenom: (request[3] as string | null) ?? null,
              }
            : undefined,
        },
      ];
    }),
  );
}

/** A member's payments and corrections into a fund for the year the money is for (one month of it, with `mois`). */
export function memberPayments(memberId: number, caisseId: number, annee: number, mois?: number): SQL {
  return and(
    inThisAssociation(transactions),
    eq(transactions.memberId, memberId),
    eq(transactions.caisseId, caisseId),
    eq(transactions.annee, annee),
    mois === undefined ? undefined : eq(transactions.mois, mois),
  )!;
}

/** What a member has paid into a fund for a year, or one month of it, payments and corrections together. */
export async function memberPaid(
  executor: Executor,
  memberId: number,
  caisseId: number,
  annee: number,
  mois?: number,
): Promise<number> {
  const [row] = await executor
    .select({ total: sumOf(transactions.montant) })
    .from(transactions)
    .where(memberPayments(memberId, caisseId, annee, mois));
  return row?.total ?? 0;
}
