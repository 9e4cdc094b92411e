import { Alert, Box, Button, Group, Input, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconLock, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CAISSE_NAMES, WITHDRAWAL_STATUS_WORDS, type LedgerRow, type Withdrawal } from '@quartier/shared';
import { EmptyState } from '@/components/EmptyState';
import type { ReminderTarget } from '@/components/ReminderModal';
import { matchesSearch, usePageSearch } from '@/components/layout/page-search';
import { Pagination, pageCount, pageSlice } from '@/components/Pagination';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import { currentPeriod, parseYear } from '@/components/period';
import { toast } from '@/components/toast';
import { YearSelect } from '@/components/YearSelect';
import { errorMessage } from '@/lib/api-client';
import { formatNumber, formatXaf, fullName } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useExportLedger } from '../api/export-ledger';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/get-ledger';
import { useWithdrawals } from '../api/get-withdrawals';
import { useWithdrawalModifications } from '../api/get-withdrawal-modifications';
import {
  addRefusal,
  CATEGORY_OPTIONS,
  FUND_LABELS,
  fundAccess,
  parseCategory,
  STAFF_ONLY,
  type FundCaisse,
  type FundCategory,
} from '../lib/fund';
import { quote } from '../lib/members';
import { FloatingFundActions, FundActions, type FundActionsProps } from './FundActions';
import { FundHeader } from './FundHeader';
import type { ModificationTarget } from './fund-modals';
import { LedgerCards } from './LedgerCards';
import { LedgerTable } from './LedgerTable';
import { withdrawalTypeLabel, WithdrawalCards, WithdrawalTable } from './WithdrawalList';

/** The forms are staff-only: their own chunk, fetched once the page has loaded for staff. */
const loadModals = () => import('./fund-modals');
const ContributionFormModal = lazy(() => loadModals().then((m) => ({ default: m.ContributionFormModal })));
const WithdrawalFormModal = lazy(() => loadModals().then((m) => ({ default: m.WithdrawalFormModal })));
const ModificationRequestModal = lazy(() => loadModals().then((m) => ({ default: m.ModificationRequestModal })));
const TransactionUpdateModal = lazy(() => loadModals().then((m) => ({ default: m.TransactionUpdateModal })));
const ReminderModal = lazy(() => loadModals().then((m) => ({ default: m.ReminderModal })));

const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;
const PENDING_MESSAGE = 'La Validation de votre requête de modification est en cours';

type Dialog =
  | { kind: 'none' }
  | { kind: 'contribution' }
  | { kind: 'withdrawal'; editing: Withdrawal | null }
  | { kind: 'request'; target: ModificationTarget }
  | { kind: 'update'; row: LedgerRow }
  | { kind: 'remind'; target: ReminderTarget };

/**
 * One implementation for both fund pages (spec 'Cotisation Mensuelle page (caisse 3) and Fonds
 * de solidarité page (caisse 1)'): the balance, the year and category selectors, 'Ajouter' and
 * 'Exporter', the member rows of the year (server search and paging) or the withdrawals, and the
 * Secrétaire's four-eyes corrections (rulings R8).
 */
export function FundPage({ caisse }: { caisse: FundCaisse }) {
  const session = useSession();
  const isMobile = useIsMobile();
  const access = useMemo(() => fundAccess(session?.roleCode ?? null), [session?.roleCode]);
  const categoryLabelId = useId();

  // Year and category live in the address: a reload or a shared link shows the same table.
  const [params, setParams] = useSearchParams();
  const thisYear = currentPeriod().year;
  const year = parseYear(params.get('annee'), thisYear);
  const category = parseCategory(params.get('categorie'));
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const search = usePageSearch();
  const [debounced] = useDebouncedValue(search.slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const q = search === '' ? '' : debounced;

  // A new search, year or category starts at page 1.
  const listKey = `${category}|${year}|${category === 'cotisation' ? q : search}`;
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: listKey, page: next });

  const ledger = useLedger({ caisse, year, q, page: category === 'cotisation' ? page : 1 });
  const data = ledger.data;
  const withdrawals = useWithdrawals(caisse, category === 'sorties');
  const requests = useWithdrawalModifications(caisse, category === 'sorties' && access.canRequestModification);
  const filteredWithdrawals = useFilteredWithdrawals(withdrawals.data, search, caisse);

  // After a change the current page may lie past the last one: go to the last page.
  useEffect(() => {
    if (category !== 'cotisation' || !data || ledger.isPlaceholderData) return;
    const last = pageCount(data.total, LEDGER_PAGE_SIZE);
    if (page > last) setPaging({ key: listKey, page: last });
  }, [category, data, ledger.isPlaceholderData, page, listKey]);

  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  /** The last dialog stays mounted while it closes, so it does not empty itself mid-animation. */
  const [shown, setShown] = useState<Dialog>({ kind: 'none' });
  const open = (next: Dialog) => {
    setShown(next);
    setDialog(next);
  };
  const close = () => setDialog({ kind: 'none' });

  const exporter = useExportLedger();
  const mayUseForms = access.canAddContribution;
  useEffect(() => {
    if (mayUseForms) void loadModals().catch(() => undefined);
  }, [mayUseForms]);

  if (!session) return null;

  const labels = FUND_LABELS[caisse];
  const refusal = addRefusal(access, category);
  const actions: FundActionsProps = {
    addRefusal: refusal,
    exportRefusal: access.canExport ? null : STAFF_ONLY,
    onAdd: () => open(category === 'cotisation' ? { kind: 'contribution' } : { kind: 'withdrawal', editing: null }),
    onExport: () =>
      exporter.mutate(
        { caisse, year, category },
        {
          onSuccess: () => toast.success(`Export Excel ${quote(labels.exportFileName(year, category))} téléchargé.`),
          onError: (error) =>
            toast.failure(
              <>
                <Text fw={600} size="sm">
                  L’export Excel a échoué
                </Text>
                <Text size="sm">{errorMessage(error)}</Text>
              </>,
              { long: true },
            ),
        },
      ),
    exporting: exporter.isPending,
    addHint: category === 'cotisation' ? 'Enregistrer une cotisation' : 'Demander une sortie d’argent',
    exportHint:
      category === 'sorties' ? `Télécharger les sorties ${year} (Excel)` : `Télécharger le tableau ${year} (Excel)`,
  };

  const showPending = () => toast.info(PENDING_MESSAGE, { long: true });

  // ----- Cotisations -----
  let body;
  if (category === 'cotisation') {
    if (ledger.isPending) {
      body = (
        <Stack gap="sm" aria-busy="true" aria-label="Chargement du tableau">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={isMobile ? 150 : 48} radius="md" />
          ))}
        </Stack>
      );
    } else if (ledger.isError) {
      body = (
        <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title="Tableau indisponible">
          {errorMessage(ledger.error)}
          <Button size="xs" variant="light" color="red" mt="sm" display="block" onClick={() => void ledger.refetch()}>
            Réessayer
          </Button>
        </Alert>
      );
    } else if (data && data.transactions.length === 0) {
      body = (
        <Paper withBorder radius="md">
          <EmptyState
            title={q ? 'Aucun membre trouvé' : 'Aucun membre dans cette caisse'}
            icon={q ? <IconSearch size={32} aria-hidden /> : undefined}
            description={
              q
                ? `Aucun membre de ${labels.inSentence} ne correspond à ${quote(q)}. Cherchez un nom, un prénom ou un bloc.`
                : `Les membres souscrits à ${labels.inSentence} apparaîtront ici.`
            }
          />
        </Paper>
      );
    } else if (data) {
      const listProps = {
        caisse,
        rows: data.transactions,
        totaux: data.totaux,
        year: data.annee,
        withRequests: access.canRequestModification,
        onRequest: (row: LedgerRow) => open({ kind: 'request', target: { kind: 'entree', row, year: data.annee } }),
        onPending: showPending,
        onEdit: (row: LedgerRow) => open({ kind: 'update', row }),
        onRemind: access.canRemind
          ? (row: LedgerRow) => open({ kind: 'remind', target: reminderFor(row, caisse, data.annee) })
          : undefined,
      };
      body = isMobile ? (
        <LedgerCards {...listProps} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <LedgerTable {...listProps} />
        </Paper>
      );
    }
  }

  // ----- Sorties -----
  if (category === 'sorties') {
    if (withdrawals.isPending) {
      body = (
        <Stack gap="sm" aria-busy="true" aria-label="Chargement des sorties">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={isMobile ? 160 : 52} radius="md" />
          ))}
        </Stack>
      );
    } else if (withdrawals.isError) {
      body = (
        <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title="Sorties indisponibles">
          {errorMessage(withdrawals.error)}
          <Button
            size="xs"
            variant="light"
            color="red"
            mt="sm"
            display="block"
            onClick={() => void withdrawals.refetch()}
          >
            Réessayer
          </Button>
        </Alert>
      );
    } else if (filteredWithdrawals.length === 0) {
      body = (
        <Paper withBorder radius="md">
          <EmptyState
            title={search ? 'Aucune sortie trouvée' : 'Aucune sortie'}
            icon={search ? <IconSearch size={32} aria-hidden /> : undefined}
            description={
              search
                ? `Aucune sortie ne correspond à ${quote(search)}.`
                : `Les demandes de sortie d’argent sur ${labels.inSentence} apparaîtront ici.`
            }
          />
        </Paper>
      );
    } else {
      const listProps = {
        caisse,
        withdrawals: pageSlice(filteredWithdrawals, page, LEDGER_PAGE_SIZE),
        requests: access.canRequestModification ? (requests.data ?? new Map()) : null,
        onRequest: (withdrawal: Withdrawal) => open({ kind: 'request', target: { kind: 'sortie', withdrawal } }),
        onPending: showPending,
        onEdit: (withdrawal: Withdrawal) => open({ kind: 'withdrawal', editing: withdrawal }),
      };
      body = isMobile ? (
        <WithdrawalCards {...listProps} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <WithdrawalTable {...listProps} />
        </Paper>
      );
    }
  }

  const summaryText =
    category === 'cotisation'
      ? data
        ? (q
            ? `${formatNumber(data.total)} ${data.total > 1 ? 'résultats' : 'résultat'} pour ${quote(q)}`
            : `${formatNumber(data.total)} ${data.total > 1 ? 'membres' : 'membre'} · année ${data.annee}`) +
          (data.total > LEDGER_PAGE_SIZE ? ` · page ${page} sur ${pageCount(data.total, LEDGER_PAGE_SIZE)}` : '')
        : null
      : withdrawals.data
        ? `${formatNumber(filteredWithdrawals.length)} ${filteredWithdrawals.length > 1 ? 'sorties' : 'sortie'}${
            search ? ` pour ${quote(search)}` : ', toutes années confondues'
          }${
            filteredWithdrawals.length > LEDGER_PAGE_SIZE
              ? ` · page ${page} sur ${pageCount(filteredWithdrawals.length, LEDGER_PAGE_SIZE)}`
              : ''
          }`
        : null;
  const fetching = category === 'cotisation' ? ledger.isFetching : withdrawals.isFetching;
  const totalItems = category === 'cotisation' ? (data?.total ?? 0) : filteredWithdrawals.length;

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

        {access.readOnly ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLock
              size={18}
              aria-hidden
              color="var(--mantine-color-gray-7)"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="dimmed">
              Consultation seule&nbsp;: l’ajout, l’export et les corrections sont réservés au bureau.
            </Text>
          </Group>
        ) : null}

        <Group gap="md" align="flex-end" wrap="wrap">
          <YearSelect
            value={year}
            onChange={(next) => setParam('annee', next === thisYear ? null : String(next))}
            disabled={category === 'sorties'}
            w={130}
          />
          <Stack gap={4} style={{ flex: isMobile ? 1 : undefined }}>
            <Input.Label id={categoryLabelId} size="md" component="span">
              Catégorie
            </Input.Label>
            <SegmentedChoice<FundCategory>
              aria-labelledby={categoryLabelId}
              data={CATEGORY_OPTIONS}
              value={category}
              onChange={(next) => setParam('categorie', next === 'cotisation' ? null : next)}
              fullWidth={isMobile}
            />
          </Stack>
        </Group>

        <Stack
          gap="xs"
          component="section"
          aria-label={category === 'cotisation' ? 'Cotisations des membres' : 'Sorties'}
        >
          {summaryText ? (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" aria-live="polite">
                {summaryText}
              </Text>
              {fetching ? <Loader size="xs" aria-label="Mise à jour de la liste" /> : null}
            </Group>
          ) : null}
          {body}
          {summaryText ? (
            <Pagination
              page={page}
              onChange={setPage}
              totalItems={totalItems}
              pageSize={LEDGER_PAGE_SIZE}
              label={category === 'cotisation' ? 'Pages du tableau des cotisations' : 'Pages de la liste des sorties'}
            />
          ) : null}
        </Stack>
      </Stack>

      {isMobile ? <FloatingFundActions {...actions} /> : null}

      {mayUseForms ? (
        <Suspense fallback={null}>
          {shown.kind === 'contribution' ? (
            <ContributionFormModal
              opened={dialog.kind === 'contribution'}
              onClose={close}
              caisse={caisse}
              fullScreen={isMobile}
            />
          ) : null}
          {shown.kind === 'withdrawal' ? (
            <WithdrawalFormModal
              opened={dialog.kind === 'withdrawal'}
              onClose={close}
              caisse={caisse}
              editing={shown.editing}
              fullScreen={isMobile}
            />
          ) : null}
          {shown.kind === 'request' ? (
            <ModificationRequestModal
              opened={dialog.kind === 'request'}
              onClose={close}
              caisse={caisse}
              target={shown.target}
              fullScreen={isMobile}
            />
          ) : null}
          {shown.kind === 'remind' ? (
            <ReminderModal
              opened={dialog.kind === 'remind'}
              onClose={close}
              target={shown.target}
              fullScreen={isMobile}
            />
          ) : null}
          {shown.kind === 'update' ? (
            <TransactionUpdateModal
              opened={dialog.kind === 'update'}
              onClose={close}
              caisse={caisse}
              year={data?.annee ?? year}
              row={shown.row}
              fullScreen={isMobile}
            />
          ) : null}
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The withdrawals matching the top bar search (label, reason, type, requester, status). */
function useFilteredWithdrawals(list: Withdrawal[] | undefined, search: string, caisse: FundCaisse): Withdrawal[] {
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
        ),
      ),
    [list, search, caisse],
  );
}

/** The reminder to one member, written with what she still owes on this row. */
function reminderFor(row: LedgerRow, caisse: FundCaisse, year: number): ReminderTarget {
  const owed = formatXaf(row.aCompleter ?? 0);
  const where = caisse === 3 ? `sur la cotisation mensuelle de ${year}` : 'au fond de solidarité';
  return {
    kind: 'membre',
    membreId: row.Membre.id,
    name: `${row.Membre.prenom} ${row.Membre.nom}`,
    titre: `Rappel : ${CAISSE_NAMES[caisse]}`,
    contenu: `Bonjour ${row.Membre.prenom}, il vous reste ${owed} à verser ${where}. Merci de régulariser.`,
  };
}
