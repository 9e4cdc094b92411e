import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TransactionRequest } from '@quartier/shared';
import type { FundCaisse } from '../lib/fund';
import { call } from '@/lib/api-client';
import { ledgerKey } from './get-ledger';

/**
 * POST /api/cotisation/transaction (staff), with an Idempotency-Key: the same key sent again
 * (a retry of the same form) is recorded once.
 */
export function recordContribution({ body, key }: { body: TransactionRequest; key: string }) {
  return call('createTransaction', { body }, { headers: { 'Idempotency-Key': key } });
}

/**
 * After a write on a fund: its tables and header reload now; every other cached figure (the
 * dashboard, the statistics) is marked stale and reloads when next shown.
 */
export async function refreshFund(queryClient: QueryClient, caisse: FundCaisse) {
  await queryClient.invalidateQueries({ refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: ledgerKey(caisse) });
}

export function useRecordContribution(caisse: FundCaisse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordContribution,
    onSuccess: () => refreshFund(queryClient, caisse),
  });
}
