import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const documentsQueryKey = ['documents'] as const;

/** GET /api/cotisation/documents (signed in): current version of the four documents. */
export async function getDocuments(signal?: AbortSignal) {
  const answer = await call('listDocuments', {}, { signal });
  return answer.documents;
}

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentsQueryKey,
    queryFn: ({ signal }) => getDocuments(signal),
  });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
