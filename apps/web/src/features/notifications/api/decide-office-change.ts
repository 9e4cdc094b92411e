import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { Decision } from './decide-modification';

/**
 * PUT /api/bureau/demandes/:id (the other officer): validating applies the change at once (a new
 * Président replaces the current one); rejecting keeps the reason. The requester is notified.
 */
export function decideOfficeChange({ id, decision, motif }: Decision) {
  return call('decideBureauDemande', {
    params: { id },
    body: { statut: decision, ...(decision === 'Rejetee' && motif ? { motif } : {}) },
  });
}

export function useDecideOfficeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOfficeChange,
    // A validated change can take the viewer's own office away: reload everything she sees.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
