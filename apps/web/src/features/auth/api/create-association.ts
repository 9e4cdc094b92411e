import { useMutation } from '@tanstack/react-query';
import type { AssociationCreationConfirm } from '@quartier/shared';
import { call } from '@/lib/api-client';

/**
 * POST /api/associations/creation/:jeton (createAssociation): the SMS code and the password. The
 * association is created with the founder as its Président, and the answer is a login's.
 */
export function createAssociation({ jeton, body }: { jeton: string; body: AssociationCreationConfirm }) {
  return call('createAssociation', { params: { jeton }, body }, { anonymous: true, association: null });
}

export function useCreateAssociation() {
  return useMutation({ mutationFn: createAssociation });
}
