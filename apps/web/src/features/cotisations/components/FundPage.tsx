import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Pagination, pageCount } from '@/components/Pagination';
import { toast } from '@/components/toast';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/get-ledger';
import { useWithdrawals } from '../api/get-withdrawals';
import { useWithdrawalModifications } from '../api/get-withdrawal-modifications';
import { useMessages } from '../i18n/ledger';
import { fundAccess, type FundCaisse } from '../lib/fund';
import { ledgerSummary, withdrawalSummary } from '../lib/fund-summary';
import { FloatingFundActions, FundActions } from './FundActions';
import { FundDialogs, useFundDialogs } from './FundDialogs';
import { FundFilters } from './FundFilters';
import { FundHeader } from './FundHeader';
import { LedgerSection } from './LedgerSection';
import { useFundActions } from './use-fund-actions';
import { useFundAddress } from './use-fund-address';
import { useFilteredWithdrawals, WithdrawalSection } from './WithdrawalSection';

/**
 * One implementation for both fund pages (spec 'Cotisation Mensuelle page (caisse 3) and Fonds
 * de solidarité page (caisse 1)'): the balance, the year and category selectors, 'Ajouter' and
 * 'Exporter', the member rows of the year (server search and paging) or the withdrawals, and the
 * Secrétaire's four-eyes corrections (rulings R8). Each part is its own unit; this one wires them.
 */
export function FundPage({ caisse }: { caisse: FundCaisse }) {
  const session = useSession();
  const m = useMessages();
  const isMobile = useIsMobile();
  const access = useMemo(() => fundAccess(session?.roleCode ?? null), [session?.roleCode]);
  const { year, category, search, q, page, setPage, setYear, setCategory } = useFundAddress();

  const ledger = useLedger({ caisse, year, q, page: category === 'cotisation' ? page : 1 });
  const data = ledger.data;
  const withdrawals = useWithdrawals(caisse, category === 'sorties');
  const requests = useWithdrawalModifications(caisse, category === 'sorties' && access.canRequestModification);
  const filteredWithdrawals = useFilteredWithdrawals(withdrawals.data, search, caisse);

  // After a change the current page may lie past the last one: go to the last page.
  useEffect(() => {
    if (category !== 'cotisation' || !data || ledger.isPlaceholderData) return;
    const last = pageCount(data.total, LEDGER_PAGE_SIZE);
    if (page > last) setPage(last);
  }, [category, data, ledger.isPlaceholderData, page, setPage]);

  const dialogs = useFundDialogs(access.canAddContribution);
  const actions = useFundActions({
    caisse,
    year,
    category,
    access,
    onAdd: () =>
      dialogs.open(category === 'cotisation' ? { kind: 'contribution' } : { kind: 'withdrawal', editing: null }),
  });

  if (!session) return null;

  const showPending = () => toast.info(m.page.pending, { long: true });
  const list =
    category === 'cotisation'
      ? {
          label: m.page.contributionsList,
          summary: data ? ledgerSummary({ total: data.total, year: data.annee, q, page }) : null,
          fetching: ledger.isFetching,
          totalItems: data?.total ?? 0,
          pagesLabel: m.page.contributionsPages,
          body: (
            <LedgerSection
              ledger={ledger}
              caisse={caisse}
              q={q}
              access={access}
              isMobile={isMobile}
              open={dialogs.open}
              onPending={showPending}
            />
          ),
        }
      : {
          label: m.page.withdrawalsList,
          summary: withdrawals.data ? withdrawalSummary({ count: filteredWithdrawals.length, search, page }) : null,
          fetching: withdrawals.isFetching,
          totalItems: filteredWithdrawals.length,
          pagesLabel: m.page.withdrawalsPages,
          body: (
            <WithdrawalSection
              withdrawals={withdrawals}
              filtered={filteredWithdrawals}
              requests={access.canRequestModification ? (requests.data ?? new Map()) : null}
              caisse={caisse}
              search={search}
              page={page}
              isMobile={isMobile}
              open={dialogs.open}
              onPending={showPending}
            />
          ),
        };

  return (
    <Box pb={isMobile ? 88 : 0}>
      <Stack gap="md">
        <FundHeader
          caisse={caisse}
          balance={data?.solde ?? null}
          year={data?.annee ?? year}
          yearIn={data?.totaux.totalMontant ?? null}
          yearOut={data?.totaux.sorties ?? null}
          actions={isMobile ? null : <FundActions {...actions} />}
        />
        <FundFilters
          year={year}
          category={category}
          onYear={setYear}
          onCategory={setCategory}
          readOnly={access.readOnly}
          isMobile={isMobile}
        />
        <ListFrame {...list} page={page} onPage={setPage} />
      </Stack>

      {isMobile ? <FloatingFundActions {...actions} /> : null}
      {access.canAddContribution ? (
        <FundDialogs state={dialogs} caisse={caisse} year={data?.annee ?? year} fullScreen={isMobile} />
      ) : null}
    </Box>
  );
}

/** A list with its count above (announced as it changes) and its pages below. */
function ListFrame({
  label,
  summary,
  fetching,
  body,
  page,
  onPage,
  totalItems,
  pagesLabel,
}: {
  label: string;
  summary: string | null;
  fetching: boolean;
  body: ReactNode;
  page: number;
  onPage: (page: number) => void;
  totalItems: number;
  pagesLabel: string;
}) {
  const m = useMessages();
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      {summary ? (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {summary}
          </Text>
          {fetching ? <Loader size="xs" aria-label={m.page.updating} /> : null}
        </Group>
      ) : null}
      {body}
      {summary ? (
        <Pagination
          page={page}
          onChange={onPage}
          totalItems={totalItems}
          pageSize={LEDGER_PAGE_SIZE}
          label={pagesLabel}
        />
      ) : null}
    </Stack>
  );
}
