import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';
import { ledgerKey } from './get-ledger';
import { modificationsKey } from './get-withdrawal-modifications';
import { withdrawalsKey } from './get-withdrawals';

/**
 * The four-eyes loop of rulings R8, seen from a fund page: the Secrétaire files a request on a
 * contribution row (entree) or a withdrawal (sortie); the Président validates it on the
 * Notifications page; for 30 minutes the Secrétaire may then make one edit.
 */

export type ModificationRequestBody = CallInput<'demandeModification'>['body'];

/** POST /api/cotisation/demandeModification (Secrétaire). */
export function requestModification(body: ModificationRequestBody) {
  return call('demandeModification', { body });
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
      queryFn: ({ signal }) => call('getDemandeModification', { params: { id: id! } }, { signal }),
      enabled: id !== null,
      // The window closes after 30 minutes: always ask again when the form opens.
      staleTime: 0,
    }),
  );
}

/** PUT /api/cotisation/updateTransaction/:memberId: the month's new total (Secrétaire, open window). */
export function updateTransaction({
  memberId,
  body,
}: {
  memberId: number;
  body: CallInput<'updateTransaction'>['body'];
}) {
  return call('updateTransaction', { params: { id: memberId }, body });
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
  | { caisse: 3; id: number; body: CallInput<'updateSortieMensuelle'>['body'] }
  | { caisse: 1; id: number; body: CallInput<'updateSortie'>['body'] };

/** PUT /api/cotisation/updateSortieMensuelle/:id or /api/cotisation/updateSortie/:id (Secrétaire, open window). */
export function updateWithdrawal(update: WithdrawalUpdate) {
  return update.caisse === 3
    ? call('updateSortieMensuelle', { params: { id: update.id }, body: update.body })
    : call('updateSortie', { params: { id: update.id }, body: update.body });
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
