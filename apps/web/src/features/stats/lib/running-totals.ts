/** Month by month running totals of a year: what came in, what went out, and the difference. */
export interface RunningTotal {
  mois: number;
  entrees: number;
  sorties: number;
  solde: number;
}

export function runningTotals(
  cotisation: Array<{ mois: number; totalAmount: number }>,
  sortie: Array<{ mois: number; totalAmount: number }>,
  lastMonth: number,
): RunningTotal[] {
  const rows: RunningTotal[] = [];
  let entrees = 0;
  let sorties = 0;
  for (let mois = 1; mois <= lastMonth; mois += 1) {
    entrees += cotisation.find((entry) => entry.mois === mois)?.totalAmount ?? 0;
    sorties += sortie.find((entry) => entry.mois === mois)?.totalAmount ?? 0;
    rows.push({ mois, entrees, sorties, solde: entrees - sorties });
  }
  return rows;
}
