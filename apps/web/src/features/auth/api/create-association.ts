import { useMutation } from '@tanstack/react-query';
import { loginSuccessSchema, type AssociationCreationConfirm } from '@quartier/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/associations/creation/:jeton (createAssociation): the SMS code and the password. The
 * association is created with the founder as its Président, and the answer is a login's.
 */
export function createAssociation({ jeton, body }: { jeton: string; body: AssociationCreationConfirm }) {
  return api.post(`/associations/creation/${encodeURIComponent(jeton)}`, body, loginSuccessSchema, {
    anonymous: true,
    association: null,
  });
}

export function useCreateAssociation() {
  return useMutation({ mutationFn: createAssociation });
}
