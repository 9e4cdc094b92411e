import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { monthlyFundTotals, transactions } from './schema.js';

/**
 * Recomputes totaux_mensuels from the transactions. The trigger of migration 0007 keeps it
 * current; a restore or a bulk load (which switch the trigger off) calls this once at the end.
 * It works on whatever the scope lets it see: one association (a bulk load into it, under
 * Row-Level Security), or every association in the service scope (a restore).
 */
export async function rebuildMonthlyFundTotals(executor: Executor): Promise<void> {
  await executor.delete(monthlyFundTotals);
  await executor.execute(
    sql`insert into ${monthlyFundTotals} (association_id, cotisation_id, annee, mois, montant)
        select association_id, cotisation_id, annee, mois, sum(montant)::bigint from ${transactions} group by 1, 2, 3, 4`,
  );
}
