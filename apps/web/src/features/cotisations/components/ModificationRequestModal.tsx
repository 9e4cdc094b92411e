import { Alert, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { modificationRequestSchema, type LedgerRow, type Withdrawal } from '@quartier/shared';
import { monthTitle } from '@/components/period';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { formatXaf } from '@/lib/format';
import { useRequestModification, type ModificationRequestBody } from '../api/modifications';
import { messages, useMessages } from '../i18n/ledger';
import { paidMonths, type FundCaisse } from '../lib/fund';
import { TargetFormModal } from '@/components/FormModal';
import { failureContent } from '@/components/failure-content';
import { FormActions } from '@/components/FormActions';

/** The label's rule: the server's own (textSchema('Le libellé', 300)), one rule in one place. */
const libelleRule = modificationRequestSchema.shape.libelle;

export type ModificationTarget =
  { kind: 'entree'; row: LedgerRow; year: number } | { kind: 'sortie'; withdrawal: Withdrawal };

interface ModificationRequestModalProps {
  opened: boolean;
  onClose: () => void;
  caisse: FundCaisse;
  target: ModificationTarget | null;
  fullScreen?: boolean;
}

/**
 * 'Demande de modification' (Secrétaire, rulings R8): why the line must change and, for a
 * contribution row, which month. The Président decides on the Notifications page.
 */
export function ModificationRequestModal({
  opened,
  onClose,
  caisse,
  target,
  fullScreen,
}: ModificationRequestModalProps) {
  const send = useRequestModification(caisse);
  const m = useMessages();
  return (
    <TargetFormModal
      opened={opened}
      onClose={onClose}
      title={m.request.title}
      fullScreen={fullScreen}
      busy={send.isPending}
      target={target}
      keyOf={(shown) => (shown.kind === 'entree' ? `e-${shown.row.Membre.id}` : `s-${shown.withdrawal.id}`)}
    >
      {(shown) => <RequestForm caisse={caisse} target={shown} send={send} onDone={onClose} />}
    </TargetFormModal>
  );
}

function RequestForm({
  caisse,
  target,
  send,
  onDone,
}: {
  caisse: FundCaisse;
  target: ModificationTarget;
  send: ReturnType<typeof useRequestModification>;
  onDone: () => void;
}) {
  const m = useMessages();
  const [libelle, setLibelle] = useState('');
  const [mois, setMois] = useState('');
  const [errors, setErrors] = useState<{ libelle?: string; mois?: string }>({});
  const months = target.kind === 'entree' ? paidMonths(target.row) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    // The server's rule for the label, from its one home (the shared request schema).
    const label = libelleRule.safeParse(libelle);
    if (!label.success) found.libelle = label.error.issues[0]?.message;
    if (target.kind === 'entree' && mois === '') found.mois = m.request.pickMonth;
    setErrors(found);
    if (Object.keys(found).length > 0 || !label.success) return;

    const body: ModificationRequestBody =
      target.kind === 'entree'
        ? {
            libelle: label.data,
            type: 'entree',
            cotisation: caisse,
            cible_id: target.row.Membre.id,
            mois: Number(mois),
            annee: target.year,
          }
        : { libelle: label.data, type: 'sortie', cotisation: caisse, cible_id: target.withdrawal.id };

    send.mutate(body, {
      onSuccess: () => {
        // The server's words, in the reader's language.
        toast.success(messages().request.done, { long: true });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ libelle: error.fields.libelle, mois: error.fields.mois });
        toast.failure(failureContent(messages().request.failed, error), { long: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.request.title}>
      <Stack gap="md">
        <Text size="sm">
          {target.kind === 'entree' ? (
            <>
              {m.request.contributionsOf(target.year)}
              <strong>
                {target.row.Membre.prenom} {target.row.Membre.nom}
              </strong>{' '}
              ({target.row.Membre.bloc})
            </>
          ) : (
            <>
              {m.request.withdrawal}
              <strong>{target.withdrawal.libelle ?? target.withdrawal.motif}</strong>
              {m.request.withdrawalOf(formatXaf(target.withdrawal.montant))}
            </>
          )}
        </Text>
        <TextInput
          label={m.request.label}
          description={m.request.labelHint}
          placeholder={m.request.labelPlaceholder}
          value={libelle}
          onChange={(event) => {
            setLibelle(event.currentTarget.value);
            setErrors((current) => ({ ...current, libelle: undefined }));
          }}
          error={errors.libelle}
          maxLength={300}
          withAsterisk
          data-autofocus
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {target.kind === 'entree' ? (
          <NativeSelect
            size="md"
            label={m.form.month}
            withAsterisk
            description={m.request.monthHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={[
              { value: '', label: m.form.pickMonth, disabled: true },
              ...months.map((month) => ({
                value: String(month),
                label: `${monthTitle(month)} · ${formatXaf(target.row.mois[month - 1] ?? 0)}`,
              })),
            ]}
            value={mois}
            onChange={(event) => {
              setMois(event.currentTarget.value);
              setErrors((current) => ({ ...current, mois: undefined }));
            }}
            error={errors.mois}
          />
        ) : null}
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
          {m.request.note}
        </Alert>
        <FormActions submitLabel={m.form.send} pending={send.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
