import type { LedgerRow } from '@quartier/shared';
import { useMessages } from '../i18n/ledger';
import { requestState } from '../lib/fund';
import { RemindButton } from './ledger-cells';
import { RequestIcon } from './RequestIcon';

/** What the Secrétaire may do from a member's line of a fund table (spec section 6, rulings R4). */
export interface LedgerRowActionProps {
  /** The Secrétaire sees the request icons (spec section 6). */
  withRequests: boolean;
  onRequest: (row: LedgerRow) => void;
  onPending: (row: LedgerRow) => void;
  onEdit: (row: LedgerRow) => void;
  /** The Secrétaire's reminder to a member who still owes something (spec section 6, rulings R4). */
  onRemind?: (row: LedgerRow) => void;
}

/**
 * A line's buttons, in the card (phones) and in the table (wide screens): the reminder while the
 * member still owes something, the modification request once she has paid.
 */
export function LedgerRowActions({
  row,
  size,
  withRequests,
  onRequest,
  onPending,
  onEdit,
  onRemind,
}: LedgerRowActionProps & { row: LedgerRow; size?: 'md' }) {
  const m = useMessages();
  const name = `${row.Membre.prenom} ${row.Membre.nom}`;
  return (
    <>
      {onRemind && row.aCompleter !== null ? (
        <RemindButton name={name} onClick={() => onRemind(row)} size={size} />
      ) : null}
      {withRequests && row.totalMontant > 0 ? (
        <RequestIcon
          state={requestState(row.demandesModifications)}
          editLabel={m.ledger.editContribution}
          detail={name}
          onRequest={() => onRequest(row)}
          onPending={() => onPending(row)}
          onEdit={() => onEdit(row)}
          size={size}
        />
      ) : null}
    </>
  );
}
