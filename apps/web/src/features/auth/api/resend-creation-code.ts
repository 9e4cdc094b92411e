import { useMutation } from '@tanstack/react-query';
import { associationCreationPendingSchema } from '@quartier/shared';
import { api } from '@/lib/api-client';

/** POST /api/associations/creation/:jeton/code (resendAssociationCreationCode): a new SMS code. */
export function resendCreationCode(jeton: string) {
  return api.post(`/associations/creation/${encodeURIComponent(jeton)}/code`, {}, associationCreationPendingSchema, {
    anonymous: true,
    association: null,
  });
}

export function useResendCreationCode() {
  return useMutation({ mutationFn: resendCreationCode });
}
