import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MONTHLY_TYPES } from '@quartier/shared';
import { api, shape } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';
import { requestAnswerShape, withdrawalAnswerShape } from '../lib/shapes';
import { ledgerKey } from './get-ledger';
import { modificationsKey } from './get-withdrawal-modifications';
import { withdrawalsKey } from './get-withdrawals';

/**
 * The four-eyes loop of rulings R8, seen from a fund page: the Secrétaire files a request on a
 * contribution row (entree) or a withdrawal (sortie); the Président validates it on the
 * Notifications page; for 30 minutes the Secrétaire may then make one edit.
 */

export type ModificationRequestBody =
  | { libelle: string; type: 'entree'; cotisation: FundCaisse; cible_id: number; mois: number; annee: number }
  | { libelle: string; type: 'sortie'; cotisation: FundCaisse; cible_id: number };

/** POST /api/cotisation/demandeModification (Secrétaire). */
export function requestModification(body: ModificationRequestBody) {
  return api.post('/cotisation/demandeModification', body, requestAnswerShape);
}

export function useRequestModification(caisse: FundCaisse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestModification,
    onSuccess: async (_answer, body) => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: body.type === 'entree' ? ledgerKey(caisse) : modificationsKey });
    },
  });
}

/** GET /api/cotisation/getDemandeModification/:id (staff): one request, with its month and expiry. */
export function useModificationRequest(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...modificationsKey, 'one', id],
      queryFn: ({ signal }) => api.get(`/cotisation/getDemandeModification/${id}`, requestAnswerShape, { signal }),
      enabled: id !== null,
      // The window closes after 30 minutes: always ask again when the form opens.
      staleTime: 0,
    }),
  );
}

const messageAnswer = shape<{ msg: string }>((body) => typeof body.msg === 'string');

/** PUT /api/cotisation/updateTransaction/:memberId: the month's new total (Secrétaire, open window). */
export function updateTransaction({
  memberId,
  body,
}: {
  memberId: number;
  body: { mois: number; montant: number; cotisation: FundCaisse; annee: number };
}) {
  return api.put(`/cotisation/updateTransaction/${memberId}`, body, messageAnswer);
}

export function useUpdateTransaction(caisse: FundCaisse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ledgerKey(caisse) });
    },
  });
}

export type WithdrawalUpdate =
  | { caisse: 3; id: number; body: { type: (typeof MONTHLY_TYPES)[number]; libelle: string; montant: number } }
  | {
      caisse: 1;
      id: number;
      body: { type: '1' | '2' | '3'; motif: string; delai_recouvrement: string; transport: number; montant: number };
    };

/** PUT /api/cotisation/updateSortieMensuelle/:id or /api/cotisation/updateSortie/:id (Secrétaire, open window). */
export function updateWithdrawal(update: WithdrawalUpdate) {
  const path =
    update.caisse === 3 ? `/cotisation/updateSortieMensuelle/${update.id}` : `/cotisation/updateSortie/${update.id}`;
  return api.put(path, update.body, withdrawalAnswerShape);
}

export function useUpdateWithdrawal(caisse: FundCaisse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsKey(caisse) }),
        queryClient.invalidateQueries({ queryKey: modificationsKey }),
        // A validated withdrawal's new amount changes every member's share.
        queryClient.invalidateQueries({ queryKey: ledgerKey(caisse) }),
      ]);
    },
  });
}
