import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModificationRequestView } from '@quartier/shared';
import { call } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';

/** Every modification request cached by the fund pages shares this prefix. */
export const modificationsKey = ['cotisations', 'modifications'] as const;

/**
 * GET /api/cotisation/getOngoingModifications/sortie (staff): every withdrawal request, newest
 * first. The latest one per withdrawal of this fund tells which icon its line shows.
 */
export function useWithdrawalModifications(caisse: FundCaisse, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...modificationsKey, 'sortie'],
      queryFn: async ({ signal }) =>
        (await call('getOngoingModifications', { params: { id: 'sortie' } }, { signal })).demandes,
      enabled,
      staleTime: 10_000,
      select: (demandes) => latestByTarget(demandes, caisse),
    }),
  );
}

function latestByTarget(demandes: ModificationRequestView[], caisse: FundCaisse) {
  const latest = new Map<number, ModificationRequestView>();
  for (const demande of demandes) {
    if (demande.type !== 'sortie' || demande.cotisation !== caisse) continue;
    const known = latest.get(demande.cible_id);
    if (
      !known ||
      demande.createdAt > known.createdAt ||
      (demande.createdAt === known.createdAt && demande.id > known.id)
    ) {
      latest.set(demande.cible_id, demande);
    }
  }
  return latest;
}
