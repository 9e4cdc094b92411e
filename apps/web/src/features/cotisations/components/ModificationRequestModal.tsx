import { Alert, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { LedgerRow, Withdrawal } from '@quartier/shared';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { formatXaf } from '@/lib/format';
import { useRequestModification, type ModificationRequestBody } from '../api/modifications';
import { MONTHS, paidMonths, type FundCaisse } from '../lib/fund';
import { TargetFormModal } from '@/components/FormModal';
import { failureContent } from '@/components/failure-content';
import { FormActions } from '@/components/FormActions';

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
  return (
    <TargetFormModal
      opened={opened}
      onClose={onClose}
      title="Demande de modification"
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
  const [libelle, setLibelle] = useState('');
  const [mois, setMois] = useState('');
  const [errors, setErrors] = useState<{ libelle?: string; mois?: string }>({});
  const months = target.kind === 'entree' ? paidMonths(target.row) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (libelle.trim() === '') found.libelle = 'Le libellé est obligatoire.';
    else if (libelle.trim().length > 300) found.libelle = 'Le libellé ne doit pas dépasser 300 caractères.';
    if (target.kind === 'entree' && mois === '') found.mois = 'Choisissez le mois à corriger.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const body: ModificationRequestBody =
      target.kind === 'entree'
        ? {
            libelle: libelle.trim(),
            type: 'entree',
            cotisation: caisse,
            cible_id: target.row.Membre.id,
            mois: Number(mois),
            annee: target.year,
          }
        : { libelle: libelle.trim(), type: 'sortie', cotisation: caisse, cible_id: target.withdrawal.id };

    send.mutate(body, {
      onSuccess: () => {
        toast.success('Votre requête de modification a bien été envoyée', { long: true });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ libelle: error.fields.libelle, mois: error.fields.mois });
        toast.failure(failureContent('Erreur lors de l’envoi de votre requête', error), { long: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Demande de modification">
      <Stack gap="md">
        <Text size="sm">
          {target.kind === 'entree' ? (
            <>
              Cotisations {target.year} de{' '}
              <strong>
                {target.row.Membre.prenom} {target.row.Membre.nom}
              </strong>{' '}
              ({target.row.Membre.bloc})
            </>
          ) : (
            <>
              Sortie <strong>{target.withdrawal.libelle ?? target.withdrawal.motif}</strong> de{' '}
              {formatXaf(target.withdrawal.montant)}
            </>
          )}
        </Text>
        <TextInput
          label="Libellé"
          description="Pourquoi cette ligne doit être corrigée."
          placeholder="Ex. montant saisi deux fois"
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
            label="Mois"
            withAsterisk
            description="Les mois où un versement est enregistré."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={[
              { value: '', label: 'Choisissez le mois', disabled: true },
              ...months.map((month) => ({
                value: String(month),
                label: `${MONTHS[month - 1]?.name ?? month} · ${formatXaf(target.row.mois[month - 1] ?? 0)}`,
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
          La demande part au Président. Une fois validée, vous aurez 30&nbsp;minutes pour faire une seule modification
          de cette ligne.
        </Alert>
        <FormActions submitLabel="Envoyer la demande" pending={send.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
