import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { amountSchema, CAISSE_NAMES, type TransactionRequest } from '@quartier/shared';
import { currentPeriod, yearChoices } from '@/components/period';
import { toast } from '@/components/toast';
import { readAmount, XafInput } from '@/components/XafInput';
import { ApiError } from '@/lib/api-client';
import { formatXaf } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useRecordContribution } from '../api/record-contribution';
import { MONTHS, type FundCaisse } from '../lib/fund';
import { quote } from '../lib/members';
import { FormModal } from '@/components/FormModal';
import { failureContent } from '@/components/failure-content';
import { sendOnce } from '@/components/send-once';
import { MemberPicker, type PickedMember } from './MemberPicker';
import { FormActions } from '@/components/FormActions';

interface ContributionFormModalProps {
  opened: boolean;
  onClose: () => void;
  caisse: FundCaisse;
  fullScreen?: boolean;
}

/** 'Ajouter' in the Cotisations category: records a payment (staff). */
export function ContributionFormModal({ opened, onClose, caisse, fullScreen }: ContributionFormModalProps) {
  const record = useRecordContribution(caisse);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Nouvelle cotisation · ${CAISSE_NAMES[caisse]}`}
      fullScreen={fullScreen}
      busy={record.isPending}
    >
      {opened ? <ContributionForm caisse={caisse} onDone={onClose} record={record} /> : null}
    </FormModal>
  );
}

type Errors = Partial<Record<'membre' | 'montant' | 'mois' | 'annee', string>>;

function ContributionForm({
  caisse,
  onDone,
  record,
}: {
  caisse: FundCaisse;
  onDone: () => void;
  record: ReturnType<typeof useRecordContribution>;
}) {
  const now = currentPeriod();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [montant, setMontant] = useState('');
  const [mois, setMois] = useState(String(now.month));
  const [annee, setAnnee] = useState(String(now.year));
  const [errors, setErrors] = useState<Errors>({});
  const idempotency = useIdempotencyKey();

  const year = Number(annee);
  const month = Number(mois);
  const backDated = year !== now.year || month !== now.month;

  const validate = (): Errors => {
    const found: Errors = {};
    if (!member) found.membre = 'Choisissez le membre.';
    const amount = readAmount(montant, amountSchema);
    if (!amount.ok) found.montant = amount.msg;
    if (year === now.year && month > now.month)
      found.mois = 'Impossible d’enregistrer une cotisation pour un mois à venir.';
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const read = readAmount(montant, amountSchema);
    if (Object.keys(found).length > 0 || !member || !read.ok) return;
    const amount = read.value;
    const body: TransactionRequest = {
      idUser: member.id,
      montant: amount,
      cotisation: caisse,
      mois: month,
      annee: year,
    };
    const name = `${member.prenom} ${member.nom}`;
    sendOnce(record, idempotency, body, {
      onDone,
      onError: (error) => {
        if (error instanceof ApiError) {
          const fields = error.fields;
          setErrors({
            membre: (fields.idUser ?? fields.cotisation) ? error.message : undefined,
            montant: fields.montant,
            mois: fields.mois ? error.message : undefined,
            annee: fields.annee,
          });
        }
        toast.failure(failureContent(`Cotisation de ${formatXaf(amount)} par ${name} a échoué`, error), {
          long: true,
        });
      },
    });
  };

  const monthOptions = MONTHS.map((m) => ({
    value: String(m.number),
    label: m.name,
    disabled: year === now.year && m.number > now.month,
  }));

  return (
    <form onSubmit={submit} noValidate aria-label="Nouvelle cotisation">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tous les champs sont obligatoires. Le versement est enregistré pour le mois choisi&nbsp;: choisissez un mois
          passé pour rattraper un oubli.
        </Text>
        <MemberPicker
          caisse={caisse}
          label="Membre"
          value={member}
          onChange={(picked) => {
            setMember(picked);
            setErrors((current) => ({ ...current, membre: undefined }));
          }}
          error={errors.membre}
          description={`Membres souscrits à la caisse ${quote(CAISSE_NAMES[caisse])}.`}
          autoFocus
        />
        <XafInput
          label="Montant (XAF)"
          placeholder="2 500"
          rule={amountSchema}
          value={montant}
          onChange={(value) => {
            setMontant(value);
            setErrors((current) => ({ ...current, montant: undefined }));
          }}
          error={errors.montant}
        />
        <SimpleGrid cols={2} spacing="md">
          <NativeSelect
            size="md"
            label="Mois"
            data={monthOptions}
            value={mois}
            onChange={(event) => {
              setMois(event.currentTarget.value);
              setErrors((current) => ({ ...current, mois: undefined }));
            }}
            error={errors.mois}
          />
          <NativeSelect
            size="md"
            label="Année"
            data={yearChoices().map(String)}
            value={annee}
            onChange={(event) => {
              const nextYear = Number(event.currentTarget.value);
              setAnnee(event.currentTarget.value);
              // A month still to come in the current year falls back to this month.
              if (nextYear === now.year && month > now.month) setMois(String(now.month));
              setErrors((current) => ({ ...current, mois: undefined, annee: undefined }));
            }}
            error={errors.annee}
          />
        </SimpleGrid>
        {backDated ? (
          <Text size="sm" c="orange.9">
            Versement antidaté&nbsp;: il sera compté en {MONTHS[month - 1]?.name.toLowerCase()} {year}.
          </Text>
        ) : null}
        <FormActions submitLabel="Enregistrer" pending={record.isPending} onCancel={onDone} mt="xs" />
      </Stack>
    </form>
  );
}
