import { Autocomplete, Checkbox, Group, Input, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REGISTRATION_FEE } from '@quartier/shared';
import { formatXaf } from '@/lib/format';
import { NBSP } from '../lib/members';
import type { MemberFormValues } from '../lib/member-form';

/** Name fields read-only on update stay readable (a disabled field is pale grey); editable ones look like every field. */
const READ_ONLY_STYLES = {
  input: { opacity: 1, color: 'var(--mantine-color-text)', backgroundColor: 'var(--mantine-color-gray-1)' },
};

const ORDER: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

/** The fields of the member form: identity, phone, bloc, sex, role, then the funds. */
export function MemberFields({
  form,
  editing,
  phoneChanged,
  blocs,
  blocHint,
  roles,
  rolesPending,
  roleLock,
  secretaryVacant,
}: {
  form: UseFormReturnType<MemberFormValues>;
  editing: boolean;
  phoneChanged: boolean;
  blocs: string[];
  blocHint: string;
  roles: Array<{ value: string; label: string }>;
  rolesPending: boolean;
  roleLock: string | null;
  secretaryVacant: boolean;
}) {
  // The name and first name stay those of the registration: shown, not editable, on update.
  const nameField = {
    inputWrapperOrder: ORDER,
    autoComplete: 'off',
    disabled: editing,
    description: editing ? 'Non modifiable' : undefined,
    styles: editing ? READ_ONLY_STYLES : undefined,
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label="Nom" {...nameField} data-autofocus={!editing || undefined} {...form.getInputProps('nom')} />
        <TextInput label="Prénom" {...nameField} {...form.getInputProps('prenom')} />
        <TextInput
          label="Téléphone"
          inputWrapperOrder={ORDER}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="6 77 12 34 56"
          description={
            phoneChanged
              ? `Nouveau numéro${NBSP}: une nouvelle confirmation sera demandée.`
              : 'Numéro camerounais à 9 chiffres'
          }
          {...form.getInputProps('telephone')}
        />
        <Autocomplete
          size="md"
          inputWrapperOrder={ORDER}
          label="Bloc"
          placeholder="Bloc A"
          data={blocs}
          openOnFocus
          autoComplete="off"
          description={blocHint}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('bloc')}
        />
        <Radio.Group size="md" label="Sexe" {...form.getInputProps('sexe')}>
          <Group gap="lg" mt={8}>
            <Radio size="md" value="F" label="Femme" />
            <Radio size="md" value="M" label="Homme" />
          </Group>
        </Radio.Group>
        <Select
          size="md"
          label="Rôle"
          data={roles}
          allowDeselect={false}
          disabled={roleLock !== null || rolesPending}
          placeholder={rolesPending ? 'Chargement…' : 'Choisissez un rôle'}
          description={
            roleLock ??
            (secretaryVacant
              ? 'L’association n’a pas encore de Secrétaire : vous pouvez l’inscrire avec ce rôle.'
              : 'Un seul Président et une seule Secrétaire à la fois.')
          }
          inputWrapperOrder={ORDER}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>

      <Input.Wrapper size="md" label="Caisses" error={form.errors.caisses}>
        <Stack gap="xs" mt={6}>
          <Checkbox label={`Inscription (${formatXaf(REGISTRATION_FEE)}, obligatoire)`} checked disabled readOnly />
          <Checkbox label="Fond de solidarité" {...form.getInputProps('solidarite', { type: 'checkbox' })} />
          <Checkbox label="Cotisation Mensuelle" {...form.getInputProps('mensuelle', { type: 'checkbox' })} />
        </Stack>
      </Input.Wrapper>
    </>
  );
}
