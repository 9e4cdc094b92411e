import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MONTHLY_TYPES } from '@quartier/shared';
import { api } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';
import { withdrawalAnswerShape } from '../lib/shapes';
import { withdrawalsKey } from './get-withdrawals';

export type WithdrawalRequestBody =
  | { cotisationId: 3; type: (typeof MONTHLY_TYPES)[number]; libelle: string; montant: number }
  | {
      cotisationId: 1;
      type: '1' | '2' | '3';
      motif: string;
      delai: string;
      transport: number;
      montant: number;
      idMembre?: number;
    };

/**
 * POST /api/cotisation/sortieMensuel (monthly fund) or /api/cotisation/demandeSortie (solidarity
 * fund), by the Président or the Secrétaire: the withdrawal starts 'En cours' until the other
 * officer validates it.
 */
export function fileWithdrawal({ body, key }: { body: WithdrawalRequestBody; key: string }) {
  const path = body.cotisationId === 3 ? '/cotisation/sortieMensuel' : '/cotisation/demandeSortie';
  // The same request sent again (a retry, a second tap) files one withdrawal, never two to pay.
  return api.post(path, body, withdrawalAnswerShape, { headers: { 'Idempotency-Key': key } });
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
