import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { monthlyFundTotals, transactions } from './schema.js';
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
