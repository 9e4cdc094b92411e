import { Alert, Button, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { associationSettingsSchema, type AssociationPublic } from '@quartier/shared';
import { toast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { zodValidate } from '@/lib/zod-form';
import { useUpdateAssociation } from '../api/update-association';

const PRESENTATION_MAX = 3000;

interface Values {
  nom: string;
  presentation: string;
  contactTelephone: string;
  whatsapp: string;
  montantMensuel: number | string;
  objectifSolidarite: number | string;
}

function initialValues(association: AssociationPublic): Values {
  return {
    nom: association.nom,
    presentation: association.presentation,
    contactTelephone: association.contactTelephone ? formatPhone(association.contactTelephone) : '',
    whatsapp: association.whatsapp ? formatPhone(association.whatsapp) : '',
    montantMensuel: association.montantMensuel,
    objectifSolidarite: association.objectifSolidarite,
  };
}

/** Empty amount fields reach the schema as undefined, so its French message is shown. */
function toRequest(values: Values) {
  const amount = (value: number | string) => (value === '' ? undefined : Number(value));
  return {
    ...values,
    montantMensuel: amount(values.montantMensuel),
    objectifSolidarite: amount(values.objectifSolidarite),
  };
}

const validateSettings = zodValidate(associationSettingsSchema);

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  association: AssociationPublic;
}

/** 'Modifier' of the About us page (Président, Secrétaire; issue 7): the six association settings. */
export function SettingsModal({ opened, onClose, association }: SettingsModalProps) {
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
      title="Informations de l’association"
      centered
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
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
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(association),
    validate: (values) => validateSettings(toRequest(values)),
  });

  const submit = form.onSubmit((values) => {
    const parsed = associationSettingsSchema.safeParse(toRequest(values));
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Les informations de l’association ont été enregistrées.');
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fields);
      },
    });
  });

  const amountProps = {
    allowDecimal: false,
    allowNegative: false,
    thousandSeparator: '\u202f',
    suffix: ' XAF',
    min: 1,
    hideControls: true,
    inputMode: 'numeric' as const,
    size: 'md' as const,
  };
  const length = form.values.presentation.length;

  return (
    <form onSubmit={submit} noValidate aria-label="Informations de l’association">
      <Stack gap="md">
        <TextInput label="Nom de l’association" required maxLength={80} {...form.getInputProps('nom')} />
        <Textarea
          label="Présentation"
          description={`Texte affiché sur la page «\u00a0À propos de nous\u00a0». ${length}\u00a0/\u00a0${PRESENTATION_MAX} caractères.`}
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={PRESENTATION_MAX}
          size="md"
          {...form.getInputProps('presentation')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Téléphone de contact"
            description="Appelé quand aucun WhatsApp n’est indiqué."
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="6 90 00 00 01"
            {...form.getInputProps('contactTelephone')}
          />
          <TextInput
            label="WhatsApp"
            description={'Ouvert par «\u00a0Contactez-nous\u00a0». Vide si aucun.'}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="6 90 00 00 01"
            {...form.getInputProps('whatsapp')}
          />
          <NumberInput
            label="Cotisation mensuelle (XAF)"
            description="Dû par chaque membre, chaque mois."
            required
            {...amountProps}
            {...form.getInputProps('montantMensuel')}
          />
          <NumberInput
            label="Objectif du fonds de solidarité (XAF)"
            description="À atteindre par chaque membre."
            required
            {...amountProps}
            {...form.getInputProps('objectifSolidarite')}
          />
        </SimpleGrid>
        {update.isError && !(update.error instanceof ApiError && Object.keys(update.error.fields).length > 0) ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={update.isPending}>
            Enregistrer
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
