import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptsResponse } from '@quartier/shared';
import { api, shape } from '@/lib/api-client';
import { intFields, isList, isRecord, isString } from '@/lib/checks';

/** A light check (this page keeps zod out of its code, like its figures' call). */
const receiptsShape = shape<ReceiptsResponse>(
  (body) =>
    body.status === 'success' &&
    isList(
      body.recus,
      (r) =>
        isRecord(r) &&
        isString(r.recu) &&
        (r.type === 'versement' || r.type === 'correction') &&
        isString(r.mois) &&
        isString(r.createdAt) &&
        intFields(r, ['idTransaction', 'cotisation', 'moisNumero', 'annee', 'montant']),
    ),
);

/** GET /api/cotisation/recus/:caisse/:year/:memberId: the member's receipts, newest first. */
export function getReceipts(category: 1 | 3, year: number, memberId: number, signal?: AbortSignal) {
  return api.get(`/cotisation/recus/${category}/${year}/${memberId}`, receiptsShape, { signal });
}

export const receiptsQueryOptions = (category: 1 | 3, year: number, memberId: number) =>
  queryOptions({
    queryKey: ['cotisation', 'recus', category, year, memberId],
    queryFn: ({ signal }) => getReceipts(category, year, memberId, signal),
  });

export function useReceipts(category: 1 | 3, year: number, memberId: number) {
  return useQuery({ ...receiptsQueryOptions(category, year, memberId), enabled: memberId > 0 });
}
