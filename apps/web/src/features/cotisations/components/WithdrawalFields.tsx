import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { amountSchema, solidarityWithdrawalRequestSchema } from '@quartier/shared';
import { XafInput } from '@/components/XafInput';
import { useMessages } from '../i18n/ledger';
import { MONTHLY_TYPE_OPTIONS, SOLIDARITY_TYPE_LABELS, type FundCaisse } from '../lib/fund';
import {
  TEXT_MAX_LENGTH,
  textLabel,
  todayInDouala,
  type WithdrawalDraft,
  type WithdrawalErrors,
} from '../lib/withdrawal-form';
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
  const { withdrawal: m, form, types } = useMessages();
  // The values are the data's; their words the reader's.
  const typeOptions = solidarity
    ? Object.keys(SOLIDARITY_TYPE_LABELS).map((value) => ({
        value,
        label: types.solidarity[value as keyof typeof SOLIDARITY_TYPE_LABELS],
      }))
    : MONTHLY_TYPE_OPTIONS.map((value) => ({ value, label: types.monthly[value] }));
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
              min={editing ? undefined : todayInDouala()}
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
