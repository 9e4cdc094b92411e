import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/associations/creation/:jeton/code (resendAssociationCreationCode): a new SMS code. */
export function resendCreationCode(jeton: string) {
  return call('resendAssociationCreationCode', { params: { jeton } }, { anonymous: true, association: null });
}

export function useResendCreationCode() {
  return useMutation({ mutationFn: resendCreationCode });
}
