import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';
import { withdrawalsKey } from './get-withdrawals';

export type WithdrawalRequestBody = CallInput<'sortieMensuel'>['body'] | CallInput<'demandeSortie'>['body'];

/**
 * POST /api/cotisation/sortieMensuel (monthly fund) or /api/cotisation/demandeSortie (solidarity
 * fund), by the Président or the Secrétaire: the withdrawal starts 'En cours' until the other
 * officer validates it.
 */
export function fileWithdrawal({ body, key }: { body: WithdrawalRequestBody; key: string }) {
  // The same request sent again (a retry, a second tap) files one withdrawal, never two to pay.
  const options = { headers: { 'Idempotency-Key': key } };
  return body.cotisationId === 3 ? call('sortieMensuel', { body }, options) : call('demandeSortie', { body }, options);
}

export function useFileWithdrawal(caisse: FundCaisse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileWithdrawal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: withdrawalsKey(caisse) });
    },
  });
}
