import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssociationSettings } from '@quartier/shared';
import { associationQueryOptions } from '@/api/get-association';
import { call } from '@/lib/api-client';

/**
 * PUT /api/association (Président or Secrétaire): name, presentation, contact phone and
 * WhatsApp ('Contactez-nous', rulings R9), monthly amount and solidarity target (spec section 9).
 */
export async function updateAssociation(body: AssociationSettings) {
  const answer = await call('updateAssociation', { body });
  return answer.association;
}

export function useUpdateAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssociation,
    onSuccess: (association) => {
      // The login welcome text, 'Contactez-nous' and the help follow at once.
      queryClient.setQueryData(associationQueryOptions().queryKey, association);
      // The amounts change 'à compléter' on the fund pages: every other figure is reloaded
      // when next shown.
      return queryClient.invalidateQueries();
    },
  });
}
