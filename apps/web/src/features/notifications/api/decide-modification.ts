import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestResponseSchema } from '@quartier/shared';
import { api } from '@/lib/api-client';
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
  return api.put(
    '/cotisation/updateRequest',
    { id, statut: decision, ...(decision === 'Rejetee' && motif ? { motif } : {}) },
    requestResponseSchema,
  );
}

export function useDecideModification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideModification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: modificationsKey }),
  });
}
