import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { monthlyFundTotals, shareTotals, transactions, withdrawalShares } from './schema.js';
import { currentAssociationId, currentScope } from './scope.js';

/**
 * Recomputes totaux_mensuels from the transactions. The trigger of migration 0007 keeps it
 * current; a restore or a bulk load (which switch the trigger off) calls this once at the end.
 *
 * In an association's scope only that association's totals are rebuilt (the explicit filter
 * beside Row-Level Security). A restore works in the service scope across every association:
 * each total is then written with its transactions' association_id, which the column's default
 * (the scope's association, none there) cannot give.
 */
export async function rebuildMonthlyFundTotals(executor: Executor): Promise<void> {
  const associationId = currentScope().kind === 'service' ? null : currentAssociationId();
  await executor
    .delete(monthlyFundTotals)
    .where(associationId === null ? undefined : eq(monthlyFundTotals.associationId, associationId));
  await executor.execute(
    sql`insert into ${monthlyFundTotals} (association_id, cotisation_id, annee, mois, montant)
        select association_id, cotisation_id, annee, mois, sum(montant)::bigint from ${transactions}
        ${associationId === null ? sql`` : sql`where association_id = ${associationId}`}
        group by 1, 2, 3, 4`,
  );
}

/**
 * Recomputes totaux_parts from the shares (sortie_parts), as rebuildMonthlyFundTotals does for
 * totaux_mensuels: the triggers of migration 0018 keep it current; a restore or a bulk load, which
 * switch them off, call this once at the end. Same scopes as above.
 */
export async function rebuildShareTotals(executor: Executor): Promise<void> {
  const associationId = currentScope().kind === 'service' ? null : currentAssociationId();
  await executor
    .delete(shareTotals)
    .where(associationId === null ? undefined : eq(shareTotals.associationId, associationId));
  await executor.execute(
    sql`insert into ${shareTotals} (association_id, cotisation_id, annee, montant)
        select association_id, cotisation_id, annee, sum(montant)::bigint from ${withdrawalShares}
        ${associationId === null ? sql`` : sql`where association_id = ${associationId}`}
        group by 1, 2, 3`,
  );
}

/**
 * (association, fund, year) whose kept share total differs from the sum of its shares: none
 * expected (the invariant of migration 0018, checked by tests and by the operator's import).
 * In an association's scope, that association's only.
 */
export async function staleShareTotals(
  executor: Executor,
): Promise<Array<{ associationId: number; caisseId: number; annee: number; kept: string; summed: string }>> {
  const associationId = currentScope().kind === 'service' ? null : currentAssociationId();
  const result = await executor.execute(
    sql`select association_id as "associationId", cotisation_id as "caisseId", annee,
          coalesce(k.montant, 0)::text as kept, coalesce(s.montant, 0)::text as summed
        from (select association_id, cotisation_id, annee, sum(montant)::bigint as montant from ${withdrawalShares}
              ${associationId === null ? sql`` : sql`where association_id = ${associationId}`} group by 1, 2, 3) s
        full join (select association_id, cotisation_id, annee, montant from ${shareTotals}
              ${associationId === null ? sql`` : sql`where association_id = ${associationId}`}) k
          using (association_id, cotisation_id, annee)
        where coalesce(k.montant, 0) <> coalesce(s.montant, 0)
        order by 1, 2, 3`,
  );
  return (
    result as unknown as {
      rows: Array<{ associationId: number; caisseId: number; annee: number; kept: string; summed: string }>;
    }
  ).rows;
}
