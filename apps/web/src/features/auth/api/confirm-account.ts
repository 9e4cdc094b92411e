import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConfirmAccountRequest, ConfirmLinkRead } from '@quartier/shared';
import { ApiError, call } from '@/lib/api-client';

/** GET /api/auth/confirmAccount/:token: whether the link still awaits its code or has served. */
export function getConfirmLink(token: string, signal?: AbortSignal) {
  return call('checkConfirmAccountLink', { params: { token } }, { anonymous: true, signal });
}

export function confirmLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['confirm-link', token],
    queryFn: ({ signal }) => getConfirmLink(token, signal),
    // A refused link stays refused: asking again would only spend the address's tries.
    retry: false,
    retryOnMount: false,
    // A refusal has no data, so it is never fresh: coming back online must not ask (and count) it again.
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useConfirmLink(token: string, enabled: boolean) {
  return useQuery({ ...confirmLinkQueryOptions(token), enabled });
}

/**
 * The link as the server read it for its page (ADR 0030), its refusal included: the page is drawn
 * with it on both sides, and the browser does not ask (and count) it again.
 */
export function fillConfirmLink(client: QueryClient, token: string, read: ConfirmLinkRead) {
  const { queryKey } = confirmLinkQueryOptions(token);
  if ('answer' in read) {
    client.setQueryData(queryKey, read.answer);
    return;
  }
  const { msg, status, code } = read.failure;
  const error = new ApiError(msg, status, {}, code);
  client
    .getQueryCache()
    .build(client, { queryKey })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), errorUpdateCount: 1, fetchFailureReason: error });
}

/**
 * PUT /api/auth/confirmAccount/:token: sets the password with the code received by SMS. The answer
 * is the one of a successful login: the member is signed in at once.
 */
export function confirmAccount({ token, body }: { token: string; body: ConfirmAccountRequest }) {
  return call('confirmAccount', { params: { token }, body }, { anonymous: true });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
