import { sql, type SQL } from 'drizzle-orm';

/**
 * A bigint sum as the drivers return it (node-postgres a string, PGlite a string or a bigint),
 * as a JS number. Exact because MAX_FUND_TOTAL (packages/shared) keeps every sum of money far
 * below 2^53; past it this throws rather than answer a rounded amount (issue 20).
 */
export function exactSum(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Somme d’argent hors des entiers exacts : ${String(value)}`);
  return n;
}

/** sum(expression) over the rows, 0 when there are none, as bigint (never ::int: issue 20). */
export function sumOf(expression: SQL | unknown) {
  return sql<number>`coalesce(sum(${expression}), 0)::bigint`.mapWith(exactSum);
}
