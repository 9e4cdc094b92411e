import { useMutation } from '@tanstack/react-query';
import type { AssociationCreationRequest } from '@quartier/shared';
import { call } from '@/lib/api-client';

/**
 * POST /api/associations/creation (requestAssociationCreation): the association's and the
 * founder's facts; the service sends a code by SMS and answers the `jeton` of the pending creation.
 * Sent without any association's name (it is the service's call, not one association's).
 */
export function requestAssociationCreation(body: AssociationCreationRequest) {
  return call('requestAssociationCreation', { body }, { anonymous: true, association: null });
}

export function useRequestAssociationCreation() {
  return useMutation({ mutationFn: requestAssociationCreation });
}
