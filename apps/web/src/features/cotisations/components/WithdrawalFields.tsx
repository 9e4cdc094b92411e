import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { amountSchema, solidarityWithdrawalRequestSchema } from '@quartier/shared';
import { XafInput } from '@/components/XafInput';
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
  const typeOptions = solidarity
    ? Object.entries(SOLIDARITY_TYPE_LABELS).map(([value, label]) => ({ value, label }))
    : MONTHLY_TYPE_OPTIONS.map((value) => ({ value, label: value }));
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
          label="Type"
          data={[{ value: '', label: 'Choisissez le type', disabled: true }, ...typeOptions]}
          value={draft.type}
          onChange={(event) => onChange('type', event.currentTarget.value)}
          error={errors.type}
        />
        <XafInput
          label="Montant (XAF)"
          rule={amountSchema}
          value={draft.montant}
          onChange={(value) => onChange('montant', value)}
          error={errors.montant}
        />
      </SimpleGrid>
      {solidarity ? (
        <Textarea
          size="md"
          {...texteProps}
          autosize
          minRows={2}
          placeholder="Ex. décès d’un parent, hospitalisation…"
        />
      ) : (
        <TextInput {...texteProps} placeholder="Ex. réfection du caniveau du Bloc B" />
      )}
      {solidarity ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <XafInput
              label="Transport (XAF)"
              value={draft.transport}
              onChange={(value) => onChange('transport', value)}
              error={errors.transport}
              rule={transportRule}
              amountLabel="Le transport"
            />
            <TextInput
              type="date"
              label="Délai de recouvrement"
              value={draft.delai}
              min={editing ? undefined : todayInDouala()}
              onChange={(event) => onChange('delai', event.currentTarget.value)}
              error={errors.delai}
            />
          </SimpleGrid>
          {editing ? null : (
            <MemberPicker
              caisse={caisse}
              label="Membre concerné (facultatif)"
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
