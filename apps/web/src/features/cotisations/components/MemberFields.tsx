import { Autocomplete, Checkbox, Group, Input, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REGISTRATION_FEE } from '@quartier/shared';
import { formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useMessages } from '../i18n/members';
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
  const t = useT();
  const m = useMessages();
  // The name and first name stay those of the registration: shown, not editable, on update.
  const nameField = {
    inputWrapperOrder: ORDER,
    autoComplete: 'off',
    disabled: editing,
    description: editing ? m.form.readOnly : undefined,
    styles: editing ? READ_ONLY_STYLES : undefined,
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={m.view.nom}
          {...nameField}
          data-autofocus={!editing || undefined}
          {...form.getInputProps('nom')}
        />
        <TextInput label={m.view.prenom} {...nameField} {...form.getInputProps('prenom')} />
        <TextInput
          label={m.list.phone}
          inputWrapperOrder={ORDER}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="6 77 12 34 56"
          description={phoneChanged ? m.form.phoneChanged : m.form.phoneHint}
          {...form.getInputProps('telephone')}
        />
        <Autocomplete
          size="md"
          inputWrapperOrder={ORDER}
          label={m.list.bloc}
          placeholder={m.form.blocPlaceholder}
          data={blocs}
          openOnFocus
          autoComplete="off"
          description={blocHint}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('bloc')}
        />
        <Radio.Group size="md" label={m.list.sex} {...form.getInputProps('sexe')}>
          <Group gap="lg" mt={8}>
            <Radio size="md" value="F" label={m.sex.F} />
            <Radio size="md" value="M" label={m.sex.M} />
          </Group>
        </Radio.Group>
        <Select
          size="md"
          label={m.form.role}
          data={roles}
          allowDeselect={false}
          disabled={roleLock !== null || rolesPending}
          placeholder={rolesPending ? t.common.loading : m.form.chooseRole}
          description={roleLock ?? (secretaryVacant ? m.form.secretaryVacant : m.form.oneEach)}
          inputWrapperOrder={ORDER}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>

      <Input.Wrapper size="md" label={m.form.funds} error={form.errors.caisses}>
        <Stack gap="xs" mt={6}>
          <Checkbox label={m.form.registrationFee(formatXaf(REGISTRATION_FEE))} checked disabled readOnly />
          <Checkbox label={m.solidarity.label} {...form.getInputProps('solidarite', { type: 'checkbox' })} />
          <Checkbox label={m.form.monthly} {...form.getInputProps('mensuelle', { type: 'checkbox' })} />
        </Stack>
      </Input.Wrapper>
    </>
  );
}
