import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, monthlyFundTotals, transactions, withdrawalShares, withdrawals } from '../../db/schema.js';
import { currentAssociationId } from '../../db/scope.js';
import { exactSum } from '../../db/sums.js';

/**
 * The association every statement here names (`association_id = …`), read when the statement is
 * built, in the request's scope: the explicit half of the two scopes, the other being Row-Level
 * Security (issue 21). A join between association tables also matches association_id, the column
 * a sharded PostgreSQL joins on.
 */

async function rows<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Rows whose `total` (or `amount`, `best`) is a bigint sum (issue 20: never ::int), each read
 * as an exact number.
 */
async function sumRows<T extends object>(executor: Executor, query: ReturnType<typeof sql>, key: keyof T & string) {
  return (await rows<T>(executor, query)).map((row) => ({ ...row, [key]: exactSum(row[key]) }) as T);
}

/** Douala is UTC+1 all year (no summer time): a timestamp's local month is its UTC time plus one hour. */
const doualaMonth = (column: unknown) =>
  sql`extract(month from ((${column} at time zone 'UTC') + interval '1 hour'))::int`;
const doualaYear = (column: unknown) =>
  sql`extract(year from ((${column} at time zone 'UTC') + interval '1 hour'))::int`;

/** A JSON array of [annee, mois, total] built by the database, read as cells (bigint totals come as text). */
const cells = (text: unknown): Array<{ annee: number; mois: number; total: number }> =>
  (typeof text === 'string' ? (JSON.parse(text) as unknown[][]) : []).map(([annee, mois, total]) => ({
    annee: Number(annee),
    mois: Number(mois),
    total: exactSum(total),
  }));

/**
 * A fund's statistics in one statement instead of two (amountsPerMonth) or five (totals, with
 * `allYears`): contributionsByMonth and withdrawalsByMonth for `years`, and with `allYears`
 * contributionsTotal and withdrawalsTotal, whose difference is the fund's balance (as
 * fundBalance: the same two sums). Each statement costs the server more than the database's
 * work on it (ADR 0023, 0025).
 */
export async function fundFigures(executor: Executor, caisseId: number, years: number[], allYears: boolean) {
  const associationId = currentAssociationId();
  const inYears = sql.join(
    years.map((y) => sql`${y}`),
    sql`, `,
  );
  const [row] = await rows<Record<string, unknown>>(
    executor,
    sql`select
      (select json_agg(json_build_array(annee, mois, montant::text))::text from ${monthlyFundTotals}
        where association_id = ${associationId} and cotisation_id = ${caisseId} and annee in (${inYears})) as paid,
      (select json_agg(json_build_array(annee, mois, total::text))::text from (${withdrawalMonths(caisseId, years)}) w) as out,
      ${
        allYears
          ? sql`(select coalesce(sum(montant), 0)::bigint from ${monthlyFundTotals}
        where association_id = ${associationId} and cotisation_id = ${caisseId})`
          : sql`0`
      } as total_paid,
      ${
        allYears
          ? sql`(select coalesce(sum(montant::bigint + transport), 0)::bigint from ${withdrawals}
        where association_id = ${associationId} and cotisation_id = ${caisseId} and statut = 'Valide')`
          : sql`0`
      } as total_out`,
  );
  return {
    paid: cells(row?.paid),
    out: cells(row?.out),
    totalPaid: exactSum(row?.total_paid),
    totalOut: exactSum(row?.total_out),
  };
}

/** Validated withdrawals (amount + transport) per Douala (year, month) of validation: a statement's text. */
function withdrawalMonths(caisseId: number, years: number[]) {
  return sql`select ${doualaYear(withdrawals.validatedAt)} as annee, ${doualaMonth(withdrawals.validatedAt)} as mois, sum(montant::bigint + transport)::bigint as total
        from ${withdrawals}
        where association_id = ${currentAssociationId()} and cotisation_id = ${caisseId} and statut = 'Valide'
          and ${doualaYear(withdrawals.validatedAt)} in (${sql.join(
            years.map((y) => sql`${y}`),
            sql`, `,
          )})
        group by 1, 2`;
}

/** Validated withdrawals (amount + transport) per Douala (year, month) of validation. */
export async function withdrawalsByMonth(executor: Executor, caisseId: number, years: number[]) {
  return sumRows<{ annee: number; mois: number; total: number }>(executor, withdrawalMonths(caisseId, years), 'total');
}

/** Registrations per Douala (year, month) of joining: each one is a 5 000 fee. */
export async function registrationsByMonth(executor: Executor, years: number[]) {
  return rows<{ annee: number; mois: number; total: number }>(
    executor,
    sql`select ${doualaYear(members.createdAt)} as annee, ${doualaMonth(members.createdAt)} as mois, count(*)::int as total
        from ${members} where association_id = ${currentAssociationId()} and ${doualaYear(members.createdAt)} in (${sql.join(
          years.map((y) => sql`${y}`),
          sql`, `,
        )})
        group by 1, 2`,
  );
}

export async function memberCount(executor: Executor): Promise<number> {
  const [row] = await rows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from ${members} where association_id = ${currentAssociationId()}`,
  );
  return row?.n ?? 0;
}

export async function contributionsPerBloc(executor: Executor, caisseId: number, year: number) {
  const associationId = currentAssociationId();
  return sumRows<{ bloc: string; amount: number }>(
    executor,
    // Summed per member first, from the covering index (migration 0007), then joined to the blocks.
    sql`select m.bloc, sum(t.paid)::bigint as amount
        from (select association_id, membre_id, sum(montant) as paid from ${transactions}
              where association_id = ${associationId} and cotisation_id = ${caisseId} and annee = ${year}
              group by association_id, membre_id) t
        join ${members} m on m.association_id = t.association_id and m.id = t.membre_id
        where m.association_id = ${associationId}
        group by m.bloc order by amount desc, m.bloc`,
    'amount',
  );
}

export async function genders(executor: Executor) {
  const [row] = await rows<{ men: number; women: number }>(
    executor,
    sql`select count(*) filter (where sexe = 'M')::int as men, count(*) filter (where sexe = 'F')::int as women
        from ${members} where association_id = ${currentAssociationId()}`,
  );
  return row ?? { men: 0, women: 0 };
}

/**
 * 'Mes contributions' in one statement instead of four: whether the member exists in the
 * association (as findMemberById), her contributions per (year, month) and largest payment (as
 * memberContributions) and her shares per year (as memberShares). Undefined for an unknown member.
 */
export async function memberFigures(executor: Executor, memberId: number, caisseId: number) {
  const associationId = currentAssociationId();
  const [row] = await rows<Record<string, unknown>>(
    executor,
    sql`select
      (select json_agg(json_build_array(annee, mois, total::text))::text from (
        select annee::int, mois::int, sum(montant)::bigint as total from ${transactions}
        where association_id = ${associationId} and membre_id = ${memberId} and cotisation_id = ${caisseId}
        group by annee, mois) t) as per_month,
      (select coalesce(max(montant), 0)::bigint from ${transactions}
        where association_id = ${associationId} and membre_id = ${memberId} and cotisation_id = ${caisseId}
          and kind = 'versement') as best,
      (select json_agg(json_build_array(annee, 0, total::text))::text from (
        select annee::int, sum(montant)::bigint as total from ${withdrawalShares}
        where association_id = ${associationId} and membre_id = ${memberId} and cotisation_id = ${caisseId} group by annee) s) as shares
    from ${members} where association_id = ${associationId} and id = ${memberId}`,
  );
  if (!row) return undefined;
  return {
    perMonth: cells(row.per_month),
    best: exactSum(row.best),
    shares: cells(row.shares).map(({ annee, total }) => ({ annee, total })),
  };
}

/**
 * What a fund held on 1 January of `year` (Douala): its contributions of the years before, minus
 * the withdrawals validated before that day, counted as the statistics count them (the annual
 * report's opening balance, issue 26).
 */
export async function balanceBefore(executor: Executor, caisseId: number, year: number): Promise<number> {
  const associationId = currentAssociationId();
  const [row] = await rows<{ balance: unknown }>(
    executor,
    sql`select (
          (select coalesce(sum(montant), 0) from ${monthlyFundTotals}
            where association_id = ${associationId} and cotisation_id = ${caisseId} and annee < ${year})
          - (select coalesce(sum(montant::bigint + transport), 0) from ${withdrawals}
            where association_id = ${associationId} and cotisation_id = ${caisseId} and statut = 'Valide'
              and ${doualaYear(withdrawals.validatedAt)} < ${year})
        )::bigint as balance`,
  );
  return exactSum(row?.balance);
}

/** Members who joined before 1 January of `year` (Douala): each one a registration fee. */
export async function registrationsBefore(executor: Executor, year: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from ${members}
        where association_id = ${currentAssociationId()} and ${doualaYear(members.createdAt)} < ${year}`,
  );
  return row?.n ?? 0;
}
