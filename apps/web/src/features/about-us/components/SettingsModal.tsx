import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FailureAlert } from '@/components/FailureAlert';
import { PhoneInput } from '@/components/PhoneInput';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { associationSettingsSchema, LANGUES, type AssociationPublic, type Langue } from '@quartier/shared';
import { toast } from '@/components/toast';
import { readAmount, XafInput } from '@/components/XafInput';
import { ApiError, errorMessage } from '@/lib/api-client';
import { amountForInput, formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-form';
import { useUpdateAssociation } from '../api/update-association';
import { messages, useMessages } from '../i18n';
import { FormActions } from '@/components/FormActions';
import { Modal } from '@/components/Modal';

const PRESENTATION_MAX = 3000;
/** A brand's name: the same in every language. */
const WHATSAPP = 'WhatsApp';

interface Values {
  nom: string;
  presentation: string;
  contactTelephone: string;
  whatsapp: string;
  montantMensuel: string;
  objectifSolidarite: string;
  /** The language given to the people registered from now on (issue 25). */
  langueDefaut: Langue;
}

function initialValues(association: AssociationPublic): Values {
  return {
    nom: association.nom,
    presentation: association.presentation,
    contactTelephone: association.contactTelephone ? formatPhone(association.contactTelephone) : '',
    whatsapp: association.whatsapp ? formatPhone(association.whatsapp) : '',
    montantMensuel: amountForInput(association.montantMensuel),
    objectifSolidarite: amountForInput(association.objectifSolidarite),
    langueDefaut: association.langueDefaut,
  };
}

const AMOUNT_FIELDS = {
  montantMensuel: { rule: associationSettingsSchema.shape.montantMensuel, label: 'Le montant mensuel' },
  objectifSolidarite: { rule: associationSettingsSchema.shape.objectifSolidarite, label: 'L’objectif de solidarité' },
} as const;
type AmountField = keyof typeof AMOUNT_FIELDS;

const readSetting = (values: Values, field: AmountField) =>
  readAmount(values[field], AMOUNT_FIELDS[field].rule, AMOUNT_FIELDS[field].label);

/** Amount fields are read with the shared rule; one that cannot be read reaches the schema as undefined. */
function toRequest(values: Values) {
  const amount = (field: AmountField) => {
    const read = readSetting(values, field);
    return read.ok ? read.value : undefined;
  };
  return { ...values, montantMensuel: amount('montantMensuel'), objectifSolidarite: amount('objectifSolidarite') };
}

const validateBySchema = zodValidate(associationSettingsSchema);

/** The schema's messages, with the amount fields' own reading of what was typed. */
function validateSettings(values: Values): FormErrors {
  const errors: FormErrors = { ...validateBySchema(toRequest(values)) };
  for (const field of Object.keys(AMOUNT_FIELDS) as AmountField[]) {
    const read = readSetting(values, field);
    if (!read.ok) errors[field] = read.msg;
  }
  return errors;
}

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  association: AssociationPublic;
}

/** 'Modifier' of the About us page (Président, Secrétaire; issue 7): the six association settings. */
export function SettingsModal({ opened, onClose, association }: SettingsModalProps) {
  const t = useT();
  const m = useMessages().settings;
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateAssociation();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={update.isPending ? () => undefined : close}
      title={m.title}
      centered
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? <SettingsForm association={association} onDone={close} update={update} /> : null}
    </Modal>
  );
}

function SettingsForm({
  association,
  onDone,
  update,
}: {
  association: AssociationPublic;
  onDone: () => void;
  update: ReturnType<typeof useUpdateAssociation>;
}) {
  const t = useT();
  const m = useMessages().settings;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(association),
    validate: validateSettings,
  });

  const submit = form.onSubmit((values) => {
    const parsed = associationSettingsSchema.safeParse(toRequest(values));
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(messages().settings.saved);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fields);
      },
    });
  });

  const amountInput = (field: AmountField) => {
    const { value, error, onChange } = form.getInputProps(field);
    return {
      value: value as string,
      error: error as string | undefined,
      onChange: (text: string) => onChange(text),
      rule: AMOUNT_FIELDS[field].rule,
      amountLabel: AMOUNT_FIELDS[field].label,
      required: true,
    };
  };
  const length = form.values.presentation.length;

  return (
    <form onSubmit={submit} noValidate aria-label={m.title}>
      <Stack gap="md">
        <TextInput label={m.name} required maxLength={80} {...form.getInputProps('nom')} />
        <Textarea
          label={m.presentation}
          description={m.presentationHelp(length, PRESENTATION_MAX)}
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={PRESENTATION_MAX}
          size="md"
          {...form.getInputProps('presentation')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneInput
            label={m.contactPhone}
            description={m.contactPhoneHelp}
            autoComplete="off"
            {...form.getInputProps('contactTelephone')}
          />
          <PhoneInput
            label={WHATSAPP}
            description={m.whatsappHelp}
            autoComplete="off"
            {...form.getInputProps('whatsapp')}
          />
          <XafInput label={m.monthly} description={m.monthlyHelp} {...amountInput('montantMensuel')} />
          <XafInput label={m.solidarity} description={m.solidarityHelp} {...amountInput('objectifSolidarite')} />
          <NativeSelect
            label={m.language}
            description={m.languageHelp}
            data={LANGUES.map((value) => ({ value, label: t.common.languages[value] }))}
            {...form.getInputProps('langueDefaut')}
          />
        </SimpleGrid>
        <FailureAlert>
          {update.isError && !(update.error instanceof ApiError && Object.keys(update.error.fields).length > 0)
            ? errorMessage(update.error)
            : null}
        </FailureAlert>
        <FormActions submitLabel={m.save} pending={update.isPending} onCancel={onDone} stretch />
      </Stack>
    </form>
  );
}
