import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pendingDecisionsKey } from '@/api/get-pending-decisions';
import { call } from '@/lib/api-client';
import { modificationsKey } from './get-modification-requests';

export interface Decision {
  id: number;
  decision: 'Valide' | 'Rejetee';
  /** Refusal reason, optional (spec section 5). */
  motif?: string;
}

/**
 * PUT /api/cotisation/updateRequest (the other officer): validating opens the Secrétaire's
 * 30-minute edit window, rejecting keeps the reason. The server notifies the requester.
 */
export function decideModification({ id, decision, motif }: Decision) {
  return call('updateRequest', {
    body: { id, statut: decision, ...(decision === 'Rejetee' && motif ? { motif } : {}) },
  });
}

export function useDecideModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideModification,
    // The count of what waits for a decision (menu, dashboard) drops with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modificationsKey }),
        queryClient.invalidateQueries({ queryKey: pendingDecisionsKey }),
      ]),
  });
}
