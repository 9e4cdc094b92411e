import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsResponseSchema } from '@quartier/shared';
import { api } from '@/lib/api-client';

export const documentsQueryKey = ['documents'] as const;

/** GET /api/cotisation/documents (signed in): current version of the four documents. */
export async function getDocuments(signal?: AbortSignal) {
  const answer = await api.get('/cotisation/documents', documentsResponseSchema, { signal });
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
