import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pendingDecisionsKey } from '@/api/get-pending-decisions';
import { call } from '@/lib/api-client';
import type { Decision } from './decide-modification';
import { withdrawalRequestsKey } from './get-withdrawal-requests';

/**
 * PUT /api/cotisation/validationSortie (the other officer). Validation fixes the number of
 * members and each one's share; the server refuses it when the fund is short ('Solde
 * insuffisant : ...', 409). The server notifies the requester.
 */
export function decideWithdrawal({ id, decision, motif }: Decision) {
  return call('validationSortie', {
    body: { id, status: decision, ...(decision === 'Rejetee' && motif ? { motif } : {}) },
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    // The balance shown above the list changes with a validation: both funds' lists reload.
    // The count of what waits for a decision (menu, dashboard) drops with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalRequestsKey }),
        queryClient.invalidateQueries({ queryKey: pendingDecisionsKey }),
      ]),
  });
}
