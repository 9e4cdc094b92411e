import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { updateTransactionSchema, type LedgerRow } from '@quartier/shared';
import { monthName, monthTitle } from '@/components/period';
import { toast } from '@/components/toast';
import { readAmount, XafInput } from '@/components/XafInput';
import { ApiError } from '@/lib/api-client';
import { amountForInput, formatXaf } from '@/lib/format';
import { ledgerKey } from '../api/get-ledger';
import { useModificationRequest, useUpdateTransaction } from '../api/modifications';
import { messages, useMessages } from '../i18n/ledger';
import { MONTHS, monthNumber, type FundCaisse } from '../lib/fund';
import { TargetFormModal } from '@/components/FormModal';
import { failureContent } from '@/components/failure-content';
import { ModificationWindow } from './ModificationWindow';
import { FormActions } from '@/components/FormActions';

/** A correction may bring a month back to 0, never below (the server's rule). */
const newTotalRule = updateTransactionSchema.shape.montant;

interface TransactionUpdateModalProps {
  opened: boolean;
  onClose: () => void;
  caisse: FundCaisse;
  year: number;
  row: LedgerRow | null;
  fullScreen?: boolean;
}

const READ_ONLY_STYLES = {
  input: { opacity: 1, color: 'var(--mantine-color-text)', backgroundColor: 'var(--mantine-color-gray-1)' },
};

/**
 * 'Modifier la cotisation' (Secrétaire, under a validated request): the name is read-only;
 * picking a month fills the amount with that month's total (spec section 5); the new total
 * replaces it (the server records the difference as a correction).
 */
export function TransactionUpdateModal({
  opened,
  onClose,
  caisse,
  year,
  row,
  fullScreen,
}: TransactionUpdateModalProps) {
  const update = useUpdateTransaction(caisse);
  const m = useMessages();
  return (
    <TargetFormModal
      opened={opened}
      onClose={onClose}
      title={m.update.title}
      fullScreen={fullScreen}
      busy={update.isPending}
      target={row}
      keyOf={(shown) => shown.Membre.id}
    >
      {(shown) => <UpdateForm caisse={caisse} year={year} row={shown} update={update} onDone={onClose} />}
    </TargetFormModal>
  );
}

function UpdateForm({
  caisse,
  year,
  row,
  update,
  onDone,
}: {
  caisse: FundCaisse;
  year: number;
  row: LedgerRow;
  update: ReturnType<typeof useUpdateTransaction>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const m = useMessages();
  const request = useModificationRequest(row.demandeId);
  const demande = request.data?.demande;
  /** The month the Président allowed to change (the server refuses any other). */
  const allowed = demande && demande.annee === year ? monthNumber(demande.mois) : null;

  const [mois, setMois] = useState('');
  const [montant, setMontant] = useState('');
  const [errors, setErrors] = useState<{ mois?: string; montant?: string }>({});

  const pick = (value: string) => {
    setMois(value);
    const month = Number(value);
    // Picking a month fills the amount with that month's total.
    setMontant(value === '' ? '' : amountForInput(row.mois[month - 1] ?? 0));
    setErrors({});
  };

  // When the allowed month becomes known, it is picked (state adjusted during render, not in an effect).
  const [pickedFor, setPickedFor] = useState<number | null>(null);
  if (allowed !== pickedFor) {
    setPickedFor(allowed);
    if (allowed !== null && mois === '') pick(String(allowed));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (mois === '') found.mois = m.form.pickMonthError;
    const read = readAmount(montant, newTotalRule);
    if (!read.ok) found.montant = read.msg;
    setErrors(found);
    if (Object.keys(found).length > 0 || !read.ok) return;
    const amount = read.value;

    update.mutate(
      { memberId: row.Membre.id, body: { mois: Number(mois), montant: amount, cotisation: caisse, annee: year } },
      {
        onSuccess: () => {
          // The server's words ('Mise à jour de la transaction effectuée'), in the reader's language.
          toast.success(messages().update.done, { long: true });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors({ montant: error.fields.montant, mois: error.fields.mois });
            // The window closed or was used: the row's icon changes.
            if (error.status === 403 || error.status === 409) {
              void queryClient.invalidateQueries({ queryKey: ledgerKey(caisse) });
            }
          }
          toast.failure(failureContent(messages().update.failed, error), { long: true });
        },
      },
    );
  };

  const name = `${row.Membre.nom} ${row.Membre.prenom}`;
  const current = mois === '' ? null : (row.mois[Number(mois) - 1] ?? 0);

  return (
    <form onSubmit={submit} noValidate aria-label={m.update.title}>
      <Stack gap="md">
        <ModificationWindow
          demandeId={row.demandeId}
          scope={() => (allowed ? m.requests.forMonth(monthName(allowed), year) : '')}
        />
        <TextInput
          label={m.form.member}
          value={name}
          disabled
          styles={READ_ONLY_STYLES}
          description={m.update.readOnly}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <NativeSelect
          size="md"
          label={m.form.month}
          data={[
            { value: '', label: m.form.pickMonth, disabled: true },
            ...MONTHS.map((month) => ({
              value: String(month.number),
              label: `${monthTitle(month.number)} · ${formatXaf(row.mois[month.number - 1] ?? 0)}`,
              // Only the month of the validated request can change.
              disabled: allowed !== null && month.number !== allowed,
            })),
          ]}
          value={mois}
          onChange={(event) => pick(event.currentTarget.value)}
          error={errors.mois}
        />
        <XafInput
          label={m.form.amount}
          description={current !== null ? m.update.newTotal(formatXaf(current)) : m.update.newTotalPick}
          value={montant}
          onChange={(value) => {
            setMontant(value);
            setErrors((currentErrors) => ({ ...currentErrors, montant: undefined }));
          }}
          error={errors.montant}
          rule={newTotalRule}
        />
        <FormActions submitLabel={m.form.save} pending={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
