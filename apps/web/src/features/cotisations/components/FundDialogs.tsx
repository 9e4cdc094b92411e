import { lazy, Suspense, useEffect, useState } from 'react';
import type { LedgerRow, Withdrawal } from '@quartier/shared';
import type { ReminderTarget } from '@/components/ReminderModal';
import type { FundCaisse } from '../lib/fund';
import type { ModificationTarget } from './fund-modals';

/**
 * The forms are staff-only: their own chunk (ADR 0011), fetched once the page has loaded for
 * staff, so that the page itself stays light (ADR 0014) and a Membre never downloads them.
 */
const loadModals = () => import('./fund-modals');
const ContributionFormModal = lazy(() => loadModals().then((m) => ({ default: m.ContributionFormModal })));
const WithdrawalFormModal = lazy(() => loadModals().then((m) => ({ default: m.WithdrawalFormModal })));
const ModificationRequestModal = lazy(() => loadModals().then((m) => ({ default: m.ModificationRequestModal })));
const TransactionUpdateModal = lazy(() => loadModals().then((m) => ({ default: m.TransactionUpdateModal })));
const ReminderModal = lazy(() => loadModals().then((m) => ({ default: m.ReminderModal })));

export type FundDialog =
  | { kind: 'none' }
  | { kind: 'contribution' }
  | { kind: 'withdrawal'; editing: Withdrawal | null }
  | { kind: 'request'; target: ModificationTarget }
  | { kind: 'update'; row: LedgerRow }
  | { kind: 'remind'; target: ReminderTarget };

/** Which form is open; `shown` is the last one, kept mounted while it closes. */
export function useFundDialogs(mayUseForms: boolean) {
  const [dialog, setDialog] = useState<FundDialog>({ kind: 'none' });
  const [shown, setShown] = useState<FundDialog>({ kind: 'none' });
  useEffect(() => {
    if (mayUseForms) void loadModals().catch(() => undefined);
  }, [mayUseForms]);
  return {
    dialog,
    shown,
    open: (next: FundDialog) => {
      setShown(next);
      setDialog(next);
    },
    close: () => setDialog({ kind: 'none' }),
  };
}

/** The open form of a fund page, if any (staff only). */
export function FundDialogs({
  state: { dialog, shown, close },
  caisse,
  year,
  fullScreen,
}: {
  state: ReturnType<typeof useFundDialogs>;
  caisse: FundCaisse;
  year: number;
  fullScreen: boolean;
}) {
  return (
    <Suspense fallback={null}>
      {shown.kind === 'contribution' ? (
        <ContributionFormModal
          opened={dialog.kind === 'contribution'}
          onClose={close}
          caisse={caisse}
          fullScreen={fullScreen}
        />
      ) : null}
      {shown.kind === 'withdrawal' ? (
        <WithdrawalFormModal
          opened={dialog.kind === 'withdrawal'}
          onClose={close}
          caisse={caisse}
          editing={shown.editing}
          fullScreen={fullScreen}
        />
      ) : null}
      {shown.kind === 'request' ? (
        <ModificationRequestModal
          opened={dialog.kind === 'request'}
          onClose={close}
          caisse={caisse}
          target={shown.target}
          fullScreen={fullScreen}
        />
      ) : null}
      {shown.kind === 'remind' ? (
        <ReminderModal
          opened={dialog.kind === 'remind'}
          onClose={close}
          target={shown.target}
          fullScreen={fullScreen}
        />
      ) : null}
      {shown.kind === 'update' ? (
        <TransactionUpdateModal
          opened={dialog.kind === 'update'}
          onClose={close}
          caisse={caisse}
          year={year}
          row={shown.row}
          fullScreen={fullScreen}
        />
      ) : null}
    </Suspense>
  );
}
