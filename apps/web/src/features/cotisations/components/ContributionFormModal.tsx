import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { amountSchema, ERRORS, type TransactionRequest } from '@quartier/shared';
import { currentPeriod, monthName, monthTitle, yearChoices } from '@/components/period';
import { toast } from '@/components/toast';
import { readAmount, XafInput } from '@/components/XafInput';
import { ApiError } from '@/lib/api-client';
import { formatXaf } from '@/lib/format';
import { serverMessage, useT } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useRecordContribution } from '../api/record-contribution';
import { messages, useMessages } from '../i18n/ledger';
import { MONTHS, type FundCaisse } from '../lib/fund';
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
  const m = useMessages();
  const t = useT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.contribution.title(t.funds[caisse])}
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
  const m = useMessages();
  const t = useT();
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
    if (!member) found.membre = m.contribution.pickMember;
    const amount = readAmount(montant, amountSchema);
    if (!amount.ok) found.montant = amount.msg;
    if (year === now.year && month > now.month) found.mois = serverMessage('FUTURE_MONTH', ERRORS.FUTURE_MONTH.msg);
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
      // The server's words, in the reader's language.
      success: () => messages().contribution.done(formatXaf(amount), name),
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
        toast.failure(failureContent(messages().contribution.failed(formatXaf(amount), name), error), {
          long: true,
        });
      },
    });
  };

  const monthOptions = MONTHS.map((option) => ({
    value: String(option.number),
    label: monthTitle(option.number),
    disabled: year === now.year && option.number > now.month,
  }));

  return (
    <form onSubmit={submit} noValidate aria-label={m.contribution.form}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {m.contribution.intro}
        </Text>
        <MemberPicker
          caisse={caisse}
          label={m.form.member}
          value={member}
          onChange={(picked) => {
            setMember(picked);
            setErrors((current) => ({ ...current, membre: undefined }));
          }}
          error={errors.membre}
          description={m.contribution.subscribers(t.funds[caisse])}
          autoFocus
        />
        <XafInput
          label={m.form.amount}
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
            label={m.form.month}
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
            label={m.form.year}
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
            {m.contribution.backDated(monthName(month), year)}
          </Text>
        ) : null}
        <FormActions submitLabel={m.form.save} pending={record.isPending} onCancel={onDone} mt="xs" />
      </Stack>
    </form>
  );
}
