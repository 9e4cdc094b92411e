import { Paper } from '@mantine/core';
import { useMemo } from 'react';
import { WITHDRAWAL_STATUS_WORDS, type ModificationRequestView, type Withdrawal } from '@quartier/shared';
import { searchedEmpty } from '@/components/EmptyState';
import { matchesSearch } from '@/components/layout/page-search';
import { pageSlice } from '@/components/Pagination';
import { QueryState, type QueryLike } from '@/components/QueryState';
import { fullName } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { LEDGER_PAGE_SIZE } from '../api/get-ledger';
import { messages, useMessages } from '../i18n/ledger';
import type { FundCaisse } from '../lib/fund';
import type { FundDialog } from './FundDialogs';
import { withdrawalTypeLabel, WithdrawalCards, WithdrawalTable } from './WithdrawalList';

/** 'Sorties': the withdrawals of every year matching the search, one page of them. */
export function WithdrawalSection({
  withdrawals,
  filtered,
  requests,
  caisse,
  search,
  page,
  isMobile,
  open,
  onPending,
}: {
  withdrawals: QueryLike<Withdrawal[]>;
  /** The withdrawals matching the search (useFilteredWithdrawals). */
  filtered: Withdrawal[];
  /** Latest modification request per withdrawal (Secrétaire), or null when not shown. */
  requests: Map<number, ModificationRequestView> | null;
  caisse: FundCaisse;
  search: string;
  page: number;
  isMobile: boolean;
  open: (dialog: FundDialog) => void;
  onPending: () => void;
}) {
  const m = useMessages();
  const t = m.withdrawals;
  return (
    <QueryState
      query={withdrawals}
      loading={{ count: 4, height: isMobile ? 160 : 52, label: t.loading, spacing: 'sm' }}
      errorTitle={t.unavailable}
      isEmpty={() => filtered.length === 0}
      empty={searchedEmpty(
        search,
        { title: t.notFound, description: t.notFoundText(search) },
        { title: t.empty, description: t.emptyText(m.funds.inSentence[caisse]) },
      )}
    >
      {() => {
        const listProps = {
          caisse,
          withdrawals: pageSlice(filtered, page, LEDGER_PAGE_SIZE),
          requests,
          onRequest: (withdrawal: Withdrawal) => open({ kind: 'request', target: { kind: 'sortie', withdrawal } }),
          onPending,
          onEdit: (withdrawal: Withdrawal) => open({ kind: 'withdrawal', editing: withdrawal }),
        };
        return isMobile ? (
          <WithdrawalCards {...listProps} />
        ) : (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <WithdrawalTable {...listProps} />
          </Paper>
        );
      }}
    </QueryState>
  );
}

/** The withdrawals matching the top bar search (label, reason, type, requester, status). */
export function useFilteredWithdrawals(
  list: Withdrawal[] | undefined,
  search: string,
  caisse: FundCaisse,
): Withdrawal[] {
  const langue = useLanguage();
  return useMemo(
    () =>
      (list ?? []).filter((withdrawal) =>
        matchesSearch(
          search,
          withdrawal.libelle,
          withdrawal.motif,
          withdrawalTypeLabel(caisse, withdrawal.type),
          fullName(withdrawal.Membre),
          WITHDRAWAL_STATUS_WORDS[withdrawal.statut],
          // The status as the reader reads it too ('Pending').
          messages().withdrawals.status[withdrawal.statut],
        ),
      ),
    // The language: the type and status words searched are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, search, caisse, langue],
  );
}
