import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  doualaDate,
  amountSchema,
  MONTHLY_TYPES,
  solidarityWithdrawalRequestSchema,
  WITHDRAWAL_TYPE_NAMES,
} from '@quartier/shared';
import { XafInput } from '@/components/XafInput';
import { useLanguage } from '@/lib/i18n';
import { useMessages } from '../i18n/ledger';
import { type FundCaisse } from '../lib/fund';
import { TEXT_MAX_LENGTH, textLabel, type WithdrawalDraft, type WithdrawalErrors } from '../lib/withdrawal-form';
import { MemberPicker, type PickedMember } from './MemberPicker';

export const transportRule = solidarityWithdrawalRequestSchema.shape.transport;

/**
 * The fields of the withdrawal form (spec section 5). Monthly fund: type (Travaux, Sport,
 * Membres, Chaises), label, amount. Solidarity fund: type (1, 2, 3), reason, transport, recovery
 * date, member concerned (optional, not on an edit), amount.
 */
export function WithdrawalFields({
  caisse,
  editing,
  draft,
  onChange,
  membre,
  onMembre,
  errors,
}: {
  caisse: FundCaisse;
  editing: boolean;
  draft: WithdrawalDraft;
  /** One field changed: its error goes away. */
  onChange: (field: keyof WithdrawalDraft, value: string) => void;
  membre: PickedMember | null;
  onMembre: (picked: PickedMember | null) => void;
  errors: WithdrawalErrors;
}) {
  const solidarity = caisse === 1;
  const { withdrawal: m, form } = useMessages();
  // The values are the data's; their words the reader's.
  const types = WITHDRAWAL_TYPE_NAMES[useLanguage()];
  const typeOptions = solidarity
    ? Object.entries(types.solidarity).map(([value, label]) => ({ value, label }))
    : MONTHLY_TYPES.map((value) => ({ value, label: types.monthly[value] }));
  const texteProps = {
    label: textLabel(solidarity),
    value: draft.texte,
    onChange: (event: { currentTarget: { value: string } }) => onChange('texte', event.currentTarget.value),
    error: errors.texte,
    maxLength: TEXT_MAX_LENGTH,
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <NativeSelect
          size="md"
          label={m.type}
          data={[{ value: '', label: m.pickType, disabled: true }, ...typeOptions]}
          value={draft.type}
          onChange={(event) => onChange('type', event.currentTarget.value)}
          error={errors.type}
        />
        <XafInput
          label={form.amount}
          rule={amountSchema}
          value={draft.montant}
          onChange={(value) => onChange('montant', value)}
          error={errors.montant}
        />
      </SimpleGrid>
      {solidarity ? (
        <Textarea size="md" {...texteProps} autosize minRows={2} placeholder={m.motifPlaceholder} />
      ) : (
        <TextInput {...texteProps} placeholder={m.libellePlaceholder} />
      )}
      {solidarity ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <XafInput
              label={m.transport}
              value={draft.transport}
              onChange={(value) => onChange('transport', value)}
              error={errors.transport}
              rule={transportRule}
              amountLabel="Le transport"
            />
            <TextInput
              type="date"
              label={m.delay}
              value={draft.delai}
              min={editing ? undefined : doualaDate(new Date())}
              onChange={(event) => onChange('delai', event.currentTarget.value)}
              error={errors.delai}
            />
          </SimpleGrid>
          {editing ? null : (
            <MemberPicker
              caisse={caisse}
              label={m.beneficiary}
              value={membre}
              onChange={onMembre}
              error={errors.membre}
              clearable
            />
          )}
        </>
      ) : null}
    </>
  );
}
