import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { amountSchema, sharePerPerson, type Withdrawal } from '@quartier/shared';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/components/toast';
import { readAmount } from '@/components/XafInput';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useSubscriberCount } from '../api/get-fund-members';
import { useFileWithdrawal } from '../api/file-withdrawal';
import { useWithdrawalModifications } from '../api/get-withdrawal-modifications';
import { useUpdateWithdrawal } from '../api/modifications';
import { messages, useMessages } from '../i18n/ledger';
import type { FundCaisse } from '../lib/fund';
import {
  initialDraft,
  validateDraft,
  withdrawalRequest,
  withdrawalServerErrors,
  withdrawalUpdate,
  type WithdrawalDraft,
  type WithdrawalErrors,
  type WithdrawalField,
} from '../lib/withdrawal-form';
import { failureContent } from '@/components/failure-content';
import { sendOnce } from '@/components/send-once';
import type { PickedMember } from './MemberPicker';
import { ModificationWindow } from './ModificationWindow';
import { transportRule, WithdrawalFields } from './WithdrawalFields';
import { WithdrawalShare } from './WithdrawalShare';
import { FormActions } from '@/components/FormActions';

interface WithdrawalFormModalProps {
  opened: boolean;
  onClose: () => void;
  caisse: FundCaisse;
  /** null: a new withdrawal request; a withdrawal: its edit under a validated modification request. */
  editing: Withdrawal | null;
  fullScreen?: boolean;
}

/**
 * Withdrawal form (spec section 5): a new request, or the edit of a withdrawal under a validated
 * modification request. Shows the share each member would carry.
 */
export function WithdrawalFormModal({ opened, onClose, caisse, editing, fullScreen }: WithdrawalFormModalProps) {
  const create = useFileWithdrawal(caisse);
  const update = useUpdateWithdrawal(caisse);
  const busy = create.isPending || update.isPending;
  const m = useMessages().withdrawal;
  const t = useT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? m.editTitle : m.title(t.funds[caisse])}
      fullScreen={fullScreen}
      busy={busy}
    >
      {opened ? (
        <WithdrawalForm
          key={editing ? `edit-${editing.id}` : 'add'}
          caisse={caisse}
          editing={editing}
          create={create}
          update={update}
          onDone={onClose}
        />
      ) : null}
    </FormModal>
  );
}

/**
 * The form's state and submission; its fields are WithdrawalFields, its rules
 * lib/withdrawal-form.ts.
 */
function WithdrawalForm({
  caisse,
  editing,
  create,
  update,
  onDone,
}: {
  caisse: FundCaisse;
  editing: Withdrawal | null;
  create: ReturnType<typeof useFileWithdrawal>;
  update: ReturnType<typeof useUpdateWithdrawal>;
  onDone: () => void;
}) {
  const solidarity = caisse === 1;
  const { withdrawal: m, form: messagesForm } = useMessages();
  const idempotency = useIdempotencyKey();
  const subscribers = useSubscriberCount(caisse);
  // The request that opened this edit: its window is shown like the contribution edit's.
  const requests = useWithdrawalModifications(caisse, editing !== null);
  const demandeId = editing ? (requests.data?.get(editing.id)?.id ?? null) : null;
  const [draft, setDraft] = useState<WithdrawalDraft>(() => initialDraft(editing, solidarity));
  const [membre, setMembre] = useState<PickedMember | null>(null);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const pending = create.isPending || update.isPending;

  const clear = (field: WithdrawalField) => setErrors((current) => ({ ...current, [field]: undefined }));
  const change = (field: keyof WithdrawalDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const readMontant = readAmount(draft.montant, amountSchema);
  const readTransport = readAmount(draft.transport, transportRule, 'Le transport');
  const amount = readMontant.ok ? readMontant.value : null;
  const transportAmount = solidarity && readTransport.ok ? readTransport.value : 0;
  // A validated withdrawal keeps the number of persons fixed at its validation.
  const persons = editing?.nbr_personnes ?? subscribers.data ?? null;
  const share = amount !== null && persons ? sharePerPerson(amount, transportAmount, persons) : null;

  const onFailure = (error: unknown, title: string) => {
    if (error instanceof ApiError) setErrors(withdrawalServerErrors(error.fields));
    toast.failure(failureContent(title, error), { long: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft, {
      solidarity,
      montant: readMontant,
      transport: readTransport,
      stored: editing?.delai_recouvrement?.slice(0, 10) ?? null,
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    const amounts = { montant: amount, transport: transportAmount };

    if (editing) {
      update.mutate(withdrawalUpdate(caisse, editing.id, draft, amounts), {
        onSuccess: () => {
          // The server's words ('La demande de sortie a bien été modifiée'), in the reader's language.
          toast.success(messages().withdrawal.edited, { long: true });
          onDone();
        },
        onError: (error) => onFailure(error, messages().withdrawal.editFailed),
      });
      return;
    }

    const body = withdrawalRequest(caisse, draft, { ...amounts, idMembre: membre?.id ?? null });
    sendOnce(create, idempotency, body, {
      onDone,
      success: () => messages().withdrawal.done,
      onError: (error) => onFailure(error, messages().withdrawal.failed),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? m.editTitle : m.form}>
      <Stack gap="md">
        {editing ? (
          requests.isPending ? (
            <Skeleton height={56} radius="md" />
          ) : (
            <ModificationWindow demandeId={demandeId} />
          )
        ) : (
          <Text size="sm" c="dimmed">
            {solidarity ? m.introSolidarity : m.introMonthly}
            {m.introStatus}
          </Text>
        )}
        <WithdrawalFields
          caisse={caisse}
          editing={editing !== null}
          draft={draft}
          onChange={change}
          membre={membre}
          onMembre={(picked) => {
            setMembre(picked);
            clear('membre');
          }}
          errors={errors}
        />
        <WithdrawalShare
          share={share}
          persons={persons}
          solidarity={solidarity}
          fixedPersons={Boolean(editing?.nbr_personnes)}
        />

        {editing && editing.statut === 'Valide' ? (
          <Alert variant="light" color="orange" title={m.validatedTitle}>
            {m.validated}
          </Alert>
        ) : null}

        <FormActions
          submitLabel={editing ? messagesForm.save : messagesForm.send}
          pending={pending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
