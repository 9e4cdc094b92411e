import { Paper } from '@mantine/core';
import { CAISSE_NAMES, type Ledger, type LedgerRow } from '@quartier/shared';
import { searchedEmpty } from '@/components/EmptyState';
import type { ReminderTarget } from '@/components/ReminderModal';
import { QueryState, type QueryLike } from '@/components/QueryState';
import { formatXaf } from '@/lib/format';
import { FUND_LABELS, type FundAccess, type FundCaisse } from '../lib/fund';
import { quote } from '../lib/members';
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
  const labels = FUND_LABELS[caisse];
  return (
    <QueryState
      query={ledger}
      loading={{ count: 5, height: isMobile ? 150 : 48, label: 'Chargement du tableau', spacing: 'sm' }}
      errorTitle="Tableau indisponible"
      isEmpty={(data) => data.transactions.length === 0}
      empty={searchedEmpty(
        q,
        {
          title: 'Aucun membre trouvé',
          description: `Aucun membre de ${labels.inSentence} ne correspond à ${quote(q)}. Cherchez un nom, un prénom ou un bloc.`,
        },
        {
          title: 'Aucun membre dans cette caisse',
          description: `Les membres souscrits à ${labels.inSentence} apparaîtront ici.`,
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
