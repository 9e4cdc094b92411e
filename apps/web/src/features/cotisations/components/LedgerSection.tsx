import { Paper } from '@mantine/core';
import type { Ledger, LedgerRow } from '@quartier/shared';
import { searchedEmpty } from '@/components/EmptyState';
import type { ReminderTarget } from '@/components/ReminderModal';
import { QueryState, type QueryLike } from '@/components/QueryState';
import { formatXaf } from '@/lib/format';
import { currentMessages } from '@/lib/i18n';
import { messages, useMessages } from '../i18n/ledger';
import type { FundAccess, FundCaisse } from '../lib/fund';
import type { FundDialog } from './FundDialogs';
import { LedgerCards } from './LedgerCards';
import { LedgerTable } from './LedgerTable';

/** 'Cotisations': the member rows of the year, as a table on wide screens and cards on a phone. */
export function LedgerSection({
  ledger,
  caisse,
  q,
  access,
  isMobile,
  open,
  onPending,
}: {
  ledger: QueryLike<Ledger>;
  caisse: FundCaisse;
  q: string;
  access: FundAccess;
  isMobile: boolean;
  open: (dialog: FundDialog) => void;
  onPending: () => void;
}) {
  const m = useMessages();
  const fund = m.funds.inSentence[caisse];
  return (
    <QueryState
      query={ledger}
      loading={{ count: 5, height: isMobile ? 150 : 48, label: m.ledger.loading, spacing: 'sm' }}
      errorTitle={m.ledger.unavailable}
      isEmpty={(data) => data.transactions.length === 0}
      empty={searchedEmpty(
        q,
        {
          title: m.ledger.notFound,
          description: m.ledger.notFoundText(fund, q),
        },
        {
          title: m.ledger.empty,
          description: m.ledger.emptyText(fund),
        },
      )}
    >
      {(data) => {
        const listProps = {
          caisse,
          rows: data.transactions,
          totaux: data.totaux,
          year: data.annee,
          withRequests: access.canRequestModification,
          onRequest: (row: LedgerRow) => open({ kind: 'request', target: { kind: 'entree', row, year: data.annee } }),
          onPending,
          onEdit: (row: LedgerRow) => open({ kind: 'update', row }),
          onRemind: access.canRemind
            ? (row: LedgerRow) => open({ kind: 'remind', target: reminderFor(row, caisse, data.annee) })
            : undefined,
        };
        return isMobile ? (
          <LedgerCards {...listProps} />
        ) : (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <LedgerTable {...listProps} />
          </Paper>
        );
      }}
    </QueryState>
  );
}

/** The reminder to one member, written with what she still owes on this row. */
function reminderFor(row: LedgerRow, caisse: FundCaisse, year: number): ReminderTarget {
  const m = messages().ledger;
  const owed = formatXaf(row.aCompleter ?? 0);
  return {
    kind: 'membre',
    membreId: row.Membre.id,
    name: `${row.Membre.prenom} ${row.Membre.nom}`,
    titre: m.reminderTitle(currentMessages().funds[caisse]),
    contenu: m.reminderText(row.Membre.prenom, owed, caisse, year),
  };
}
